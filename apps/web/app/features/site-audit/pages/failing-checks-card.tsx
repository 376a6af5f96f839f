import type { CategoryId, CheckItem, CheckResult, CheckStatus } from "@ranklens/engine";
import type { CrawlFailingCheck } from "@ranklens/shared";
import { CircleCheck } from "lucide-react";
import { CheckRow } from "../../../components/report/check-row";
import { Card } from "../../../components/ui/card";
import { notAnalysedReason, type UnanalysedPage } from "./not-analysed-reason";

/**
 * The crawl keeps a page's failing checks (id, verdict, findings) and the server adds the engine's
 * title and explanation: enough for the Analyzer's own check row. What the crawl did not keep
 * (score, weight, advice) is left out of the row, never invented.
 */
export function toCheckResult(check: CrawlFailingCheck): CheckResult {
  const more = check.itemCount - check.items.length;
  return {
    id: check.id,
    category: (check.category ?? "content") as CategoryId,
    title: check.title,
    description: check.description,
    ...(check.learnMoreUrl ? { learnMoreUrl: check.learnMoreUrl } : {}),
    status: check.status as CheckStatus,
    score: null,
    displayValue:
      more > 0
        ? `${check.displayValue ? `${check.displayValue} · ` : ""}first ${check.items.length} of ${check.itemCount} shown`
        : check.displayValue,
    items: check.items.map((item) => ({ ...item, value: String(item.value ?? "") }) as CheckItem),
    weight: 0,
    advice: null,
    lighthouse: false,
  };
}

/** The page checks this page failed or was warned about when it was crawled. */
export function FailingChecksCard({ checks, page }: { checks: CrawlFailingCheck[]; page: UnanalysedPage }) {
  const notAnalysed = notAnalysedReason(page);
  return (
    <Card
      title="Page checks"
      description="The single-page checks that did not pass when the crawler analysed this page."
    >
      {notAnalysed ? (
        <p className="text-sm text-slate-600">{notAnalysed}</p>
      ) : checks.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <CircleCheck className="size-4 text-green-700" aria-hidden="true" />
          Every check passed.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Failing checks">
          {checks.map((check) => (
            <CheckRow key={check.id} check={toCheckResult(check)} />
          ))}
        </ul>
      )}
    </Card>
  );
}
