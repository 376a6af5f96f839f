import type { CheckResult, CheckStatus } from "@ranklens/engine";
import { CheckRow } from "../../components/report/check-row";
import { Card } from "../../components/ui/card";
import { groupChecks } from "./group-checks";

const SUMMARY_ORDER: ReadonlyArray<[CheckStatus, string, string]> = [
  ["fail", "failed", "failed"],
  ["warn", "warning", "warnings"],
  ["error", "error", "errors"],
  ["pass", "passed", "passed"],
  ["notApplicable", "not applicable", "not applicable"],
];

function summary(counts: Record<CheckStatus, number>): string {
  return SUMMARY_ORDER.filter(([status]) => counts[status] > 0)
    .map(([status, one, many]) => `${counts[status]} ${counts[status] === 1 ? one : many}`)
    .join(" · ");
}

/** Checks: every check the engine ran, grouped by category, worst first; each opens to its evidence. */
export function ChecksCard({ checks }: { checks: CheckResult[] }) {
  const groups = groupChecks(checks);
  const totals: Record<CheckStatus, number> = { pass: 0, warn: 0, fail: 0, notApplicable: 0, error: 0 };
  for (const check of checks) totals[check.status] += 1;

  return (
    <Card
      title="Checks"
      description={`${checks.length} checks: ${summary(totals)}. Open a check to see why it matters and what was found.`}
    >
      <div className="space-y-6">
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`checks-${group.category}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-slate-200 pb-1">
              <h3 id={`checks-${group.category}`} className="text-sm font-semibold text-slate-900">
                {group.label}
              </h3>
              <p className="text-xs text-slate-600">{summary(group.counts)}</p>
            </div>
            <ul className="mt-1 divide-y divide-slate-100">
              {group.checks.map((check) => (
                <CheckRow key={check.id} check={check} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
