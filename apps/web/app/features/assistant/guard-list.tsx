import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ProposalGuard } from "./proposal-guards";

/** The proposal's checks, each as two sentences: the result, then what it rests on ("Numbers changed. Missing or changed: 10."). */
export function GuardList({ guards }: { guards: ProposalGuard[] }) {
  return (
    <ul className="space-y-1.5" aria-label="Checks">
      {guards.map((guard) => (
        <li key={guard.id} className="flex gap-2 text-sm" data-status={guard.status}>
          {guard.status === "pass" ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-label="Passed" />
          ) : (
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-label="Warning" />
          )}
          <span>
            <span className="font-medium text-slate-900">{guard.label}.</span>
            <span className="text-slate-600"> {guard.detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
