import type { ContentRevisionSummary } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { getRevision } from "../../lib/content-api";
import type { Permission } from "../../lib/permission";
import { personName } from "../../lib/person-name";
import { queryKeys } from "../../lib/query-keys";
import { labelOf, STATUS_OPTIONS, TYPE_OPTIONS } from "./content-labels";
import { formatDateTime, REVISION_SOURCE_LABELS } from "./revision-labels";

/** One revision in full (fetched when opened), with 'Restore this version'. */
export function RevisionDialog({
  itemId,
  revision,
  isCurrent,
  restore,
  restoring,
  onRestore,
  onClose,
}: {
  itemId: string;
  revision: ContentRevisionSummary | null;
  isCurrent: boolean;
  /** Whether the caller's role may restore (a write). */
  restore: Permission;
  restoring: boolean;
  onRestore: (revision: ContentRevisionSummary) => void;
  onClose: () => void;
}) {
  const query = useQuery({
    queryKey: queryKeys.content.revision(itemId, revision?.id ?? ""),
    queryFn: () => getRevision(itemId, revision?.id ?? ""),
    enabled: revision !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const full = query.data;

  return (
    <Dialog
      open={revision !== null}
      onClose={onClose}
      title={revision ? `Version ${revision.version}` : "Version"}
      description={
        revision
          ? `${REVISION_SOURCE_LABELS[revision.source]} ${formatDateTime(revision.createdAt)} by ${personName(revision.savedBy)}${revision.note ? ` · ${revision.note}` : ""}`
          : undefined
      }
      actions={
        revision ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            {isCurrent ? null : (
              <Button
                loading={restoring}
                loadingLabel="Restoring..."
                disabled={!restore.allowed}
                title={restore.reason ?? undefined}
                onClick={() => onRestore(revision)}
              >
                Restore this version
              </Button>
            )}
          </>
        ) : null
      }
    >
      {query.isPending ? (
        <div className="flex justify-center py-6 text-indigo-600">
          <Spinner label="Loading version" />
        </div>
      ) : query.isError || !full ? (
        <p className="text-sm text-red-700">This version could not be loaded. Please try again.</p>
      ) : (
        <div className="space-y-3 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-600">Title</dt>
            <dd className="font-medium break-words text-slate-900">{full.title || "—"}</dd>
            <dt className="text-slate-600">Type</dt>
            <dd>{labelOf(TYPE_OPTIONS, full.type)}</dd>
            <dt className="text-slate-600">Status</dt>
            <dd>{labelOf(STATUS_OPTIONS, full.status)}</dd>
            {full.metaDescription ? (
              <>
                <dt className="text-slate-600">Meta</dt>
                <dd className="break-words">{full.metaDescription}</dd>
              </>
            ) : null}
            {full.focusKeyphrase ? (
              <>
                <dt className="text-slate-600">Keyphrase</dt>
                <dd>{full.focusKeyphrase}</dd>
              </>
            ) : null}
          </dl>
          <pre className="max-h-72 overflow-auto rounded-md bg-slate-50 p-3 font-sans text-sm leading-6 whitespace-pre-wrap text-slate-900">
            {full.content || "(empty)"}
          </pre>
        </div>
      )}
    </Dialog>
  );
}
