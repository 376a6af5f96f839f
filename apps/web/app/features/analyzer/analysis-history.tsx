import type { AnalysisSummary } from "@ranklens/shared";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { Spinner } from "../../components/ui/spinner";
import { deleteAnalysis, listAnalyses } from "../../lib/analyses-api";
import { ApiError } from "../../lib/api-error";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format-date";
import type { Permission } from "../../lib/permission";
import { queryKeys } from "../../lib/query-keys";
import { formatScore } from "../../lib/report-format";
import { useCan } from "../../lib/use-can";

/** Analyses fetched per page of history. */
export const HISTORY_PAGE_SIZE = 10;

function HistoryEntry({
  item,
  current,
  onDelete,
  remove,
}: {
  item: AnalysisSummary;
  current: boolean;
  onDelete: (item: AnalysisSummary) => void;
  remove: Permission;
}) {
  const name = item.title || item.finalUrl;
  return (
    <li className={cn("flex items-center gap-3 py-3", current && "-mx-2 rounded-md bg-indigo-50 px-2")}>
      <div
        className="flex size-11 shrink-0 flex-col items-center justify-center rounded-md bg-slate-100 text-slate-900"
        title="SEO score"
      >
        <span className="text-sm font-bold tabular-nums">{formatScore(item.scores.seo)}</span>
        <span className="text-[0.6rem] text-slate-600 uppercase">SEO</span>
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={`/analyzer/${encodeURIComponent(item.id)}`}
          aria-current={current ? "page" : undefined}
          className={cn(
            "block truncate rounded-sm text-sm font-medium text-indigo-700 hover:underline",
            FOCUS_RING,
          )}
        >
          {name}
        </Link>
        <p className="truncate text-xs text-slate-600">{item.finalUrl}</p>
        <p className="text-xs text-slate-500">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          {" · "}
          {item.failedChecks} failed {item.failedChecks === 1 ? "check" : "checks"}
          {item.competitorCount > 0
            ? ` · ${item.competitorCount} ${item.competitorCount === 1 ? "competitor" : "competitors"}`
            : null}
        </p>
      </div>
      <button
        type="button"
        onClick={() => onDelete(item)}
        disabled={!remove.allowed}
        title={remove.reason ?? undefined}
        aria-label={`Delete analysis of ${name}`}
        className={cn(
          "shrink-0 rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-700",
          "disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent",
          FOCUS_RING,
        )}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The user's past analyses, newest first, to reopen or delete (after a
 * confirmation). `onDeleted` lets the screen leave a report that was just deleted.
 */
export function AnalysisHistory({
  currentId,
  onDeleted,
}: {
  currentId?: string;
  onDeleted: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<AnalysisSummary | null>(null);
  const removal = useCan("analysis.delete");
  const history = useInfiniteQuery({
    queryKey: queryKeys.analyses.history,
    queryFn: ({ pageParam }) => listAnalyses({ limit: HISTORY_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteAnalysis(id),
    onSuccess: (_, id) => {
      setToDelete(null);
      queryClient.removeQueries({ queryKey: queryKeys.analyses.item(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyses.history });
      toast.success("Analysis deleted");
      onDeleted(id);
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : "Failed to delete analysis"),
  });

  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;

  return (
    <Card title="History" description="This workspace's past analyses, newest first.">
      {history.isPending ? (
        <div className="flex justify-center py-6 text-indigo-600">
          <Spinner label="Loading history" />
        </div>
      ) : history.isError ? (
        <div className="space-y-3">
          <p role="alert" className="text-sm text-red-700">
            {history.error instanceof ApiError ? history.error.message : "Your history could not be loaded."}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">No analyses yet. Analyze a page to start your history.</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100" aria-label="Past analyses">
            {items.map((item) => (
              <HistoryEntry
                key={item.id}
                item={item}
                current={item.id === currentId}
                onDelete={setToDelete}
                remove={removal}
              />
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
            <span>
              Showing {items.length} of {total}
            </span>
            {history.hasNextPage ? (
              <Button
                variant="secondary"
                size="sm"
                loading={history.isFetchingNextPage}
                loadingLabel="Loading..."
                onClick={() => void history.fetchNextPage()}
              >
                Show more
              </Button>
            ) : null}
          </div>
        </>
      )}

      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete analysis?"
        description={
          <>
            The report for{" "}
            <span className="font-medium break-all text-slate-900">
              {toDelete?.title || toDelete?.finalUrl}
            </span>{" "}
            will be removed from your history. This cannot be undone.
          </>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              loadingLabel="Deleting..."
              onClick={() => toDelete && remove.mutate(toDelete.id)}
            >
              Delete
            </Button>
          </>
        }
      />
    </Card>
  );
}
