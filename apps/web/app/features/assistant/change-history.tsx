import type { HistoryEntry } from "./assistant-state";

const OUTCOME: Record<HistoryEntry["outcome"], string> = {
  proposed: "under review",
  accepted: "accepted",
  "partly accepted": "partly accepted",
  rejected: "not applied",
};

/** This session's requests, each with what its proposal changed and whether it was applied. */
export function ChangeHistory({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <details className="rounded-md border border-slate-200 p-2 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">
        Change history ({entries.length})
      </summary>
      <ol className="mt-2 space-y-2" aria-label="Change history">
        {[...entries].reverse().map((entry) => (
          <li key={entry.id} className="border-t border-slate-100 pt-2 first:border-t-0 first:pt-0">
            <p className="font-medium text-slate-900">
              {entry.instruction}{" "}
              <span className="font-normal text-slate-600">· {OUTCOME[entry.outcome]}</span>
            </p>
            <ul className="list-disc pl-5 text-slate-700">
              {entry.improvements.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </details>
  );
}
