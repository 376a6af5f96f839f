import type { ContentRevisionSummary } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { listRevisions } from "../../lib/content-api";
import type { Permission } from "../../lib/permission";
import { personName } from "../../lib/person-name";
import { queryKeys } from "../../lib/query-keys";
import { RevisionDialog } from "./revision-dialog";
import { formatDateTime, REVISION_SOURCE_LABELS } from "./revision-labels";

/**
 * Revision history: every saved version, newest first (version, who saved it, date, how it came
 * to be, note), each with View and Restore. Restoring makes a new version; nothing is ever
 * overwritten. `restore` says whether the caller's role may (it is a write).
 */
export function RevisionHistory({
  itemId,
  currentVersion,
  restoringId,
  onRestore,
  restore,
}: {
  itemId: string;
  currentVersion: number;
  /** The revision being restored, if any. */
  restoringId: string | null;
  onRestore: (revision: ContentRevisionSummary) => void;
  restore: Permission;
}) {
  const query = useQuery({
    queryKey: queryKeys.content.revisions(itemId),
    queryFn: () => listRevisions(itemId),
    staleTime: 0,
  });
  const [viewing, setViewing] = useState<ContentRevisionSummary | null>(null);

  return (
    <Card
      title="Revision history"
      description="Every save keeps a version. Restoring an old one saves it as the newest."
    >
      {query.isPending ? (
        <div className="flex justify-center py-4 text-indigo-600">
          <Spinner label="Loading revisions" />
        </div>
      ) : query.isError ? (
        <div className="flex items-center justify-between gap-3 text-sm text-red-700">
          <p>The revision history could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <ol className="divide-y divide-slate-200" aria-label="Revisions">
          {query.data.items.map((revision) => {
            const current = revision.version === currentVersion;
            return (
              <li key={revision.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <History className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    Version {revision.version}
                    <Badge tone={revision.source === "assistant" ? "primary" : "neutral"}>
                      {REVISION_SOURCE_LABELS[revision.source]}
                    </Badge>
                    {current ? <Badge tone="success">Current</Badge> : null}
                  </p>
                  <p className="text-slate-600">
                    {formatDateTime(revision.createdAt)} by {personName(revision.savedBy)} ·{" "}
                    {revision.contentLength.toLocaleString("en-US")} characters
                    {revision.note ? ` · ${revision.note}` : ""}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setViewing(revision)}
                    aria-label={`View version ${revision.version}`}
                  >
                    View
                  </Button>
                  {current ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={restoringId === revision.id}
                      loadingLabel="Restoring..."
                      disabled={restoringId !== null || !restore.allowed}
                      title={restore.reason ?? undefined}
                      onClick={() => onRestore(revision)}
                      aria-label={`Restore version ${revision.version}`}
                    >
                      Restore
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <RevisionDialog
        itemId={itemId}
        revision={viewing}
        isCurrent={viewing?.version === currentVersion}
        restore={restore}
        restoring={viewing !== null && restoringId === viewing.id}
        onRestore={(revision) => {
          onRestore(revision);
          setViewing(null);
        }}
        onClose={() => setViewing(null)}
      />
    </Card>
  );
}
