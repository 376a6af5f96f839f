import type { ActivityType, Workspace } from "@ranklens/shared";
import { History } from "lucide-react";
import { useSearchParams } from "react-router";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormField, SELECT_CLASSES } from "../../components/ui/form-field";
import { LoadMore } from "../../components/ui/load-more";
import { ApiError } from "../../lib/api-error";
import { formatDateTime } from "../../lib/format-date";
import { ACTIVITY_TYPE_LABELS, ACTIVITY_TYPE_OPTIONS, activityTypeFrom } from "./activity-labels";
import { useActivity } from "./use-activity";
import { useMembers } from "./use-members";

/** The activity log with filters by person and type (kept in the address) and 'Load more'. */
export function ActivityFeed({ workspace }: { workspace: Workspace }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = activityTypeFrom(searchParams.get("type"));
  const actorId = searchParams.get("actor") || undefined;
  const members = useMembers(workspace.id);
  const { query, entries } = useActivity(workspace.id, { type, actorId }, true);
  const filtered = type !== undefined || actorId !== undefined;

  function setFilter(name: "type" | "actor", value: string) {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next, { replace: true });
  }

  return (
    <Card
      title="Activity"
      description="Who did what in this workspace, newest first. Entries are kept for 180 days."
    >
      <div className="mb-5 grid grid-cols-1 gap-3 sm:flex sm:items-end">
        <FormField label="Person" fieldClassName="sm:w-60">
          {(control) => (
            <select
              {...control}
              value={actorId ?? ""}
              onChange={(event) => setFilter("actor", event.target.value)}
              className={SELECT_CLASSES}
            >
              <option value="">Everyone</option>
              {(members.data?.items ?? []).map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Type" fieldClassName="sm:w-60">
          {(control) => (
            <select
              {...control}
              value={type ?? ""}
              onChange={(event) => setFilter("type", event.target.value as ActivityType | "")}
              className={SELECT_CLASSES}
            >
              <option value="">All activity</option>
              {ACTIVITY_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      {query.isPending ? (
        <LoadingBlock label="Loading activity" />
      ) : query.isError ? (
        <LoadError
          message={
            query.error instanceof ApiError
              ? query.error.message
              : "The activity could not be loaded. Please try again."
          }
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : entries.length === 0 ? (
        <div className="rounded-md border border-dashed border-slate-300 px-4 py-10 text-center">
          <History className="mx-auto size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-2 text-sm font-medium text-slate-900">
            {filtered ? "No activity matches these filters." : "No activity yet."}
          </p>
          {filtered ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => setSearchParams({}, { replace: true })}
            >
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <ol className="divide-y divide-slate-200" aria-label="Activity">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
                <time
                  dateTime={entry.createdAt}
                  className="shrink-0 text-xs text-slate-600 tabular-nums sm:w-44"
                >
                  {formatDateTime(entry.createdAt)}
                </time>
                <div className="min-w-0 text-sm">
                  <p className="break-words text-slate-900">{entry.summary}</p>
                  <p className="text-xs text-slate-600">
                    {/* The summary already names who did it. */}
                    {ACTIVITY_TYPE_LABELS[entry.type]}
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <LoadMore query={query} />
        </>
      )}
    </Card>
  );
}
