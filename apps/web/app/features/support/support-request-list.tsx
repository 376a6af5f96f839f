import type { SupportRequestSummary } from "@ranklens/shared";
import { Badge } from "../../components/ui/badge";
import { formatDateTime } from "../../lib/format-date";

/** The user's own requests, newest first: subject, when, from which workspace, priority and status. */
export function SupportRequestList({ items }: { items: SupportRequestSummary[] }) {
  if (items.length === 0) return <p className="text-sm text-slate-600">You haven't contacted support yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="truncate text-sm font-medium text-slate-900">{item.subject}</p>
            <p className="text-xs text-slate-600">
              Sent {formatDateTime(item.createdAt)} from {item.workspaceName}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            {item.priority ? <Badge tone="primary">Priority</Badge> : null}
            {item.status === "open" ? (
              <Badge tone="warning">Open</Badge>
            ) : (
              <Badge tone="success">Closed</Badge>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
