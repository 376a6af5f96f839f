import { type RankedKeyword, SEARCH_CONSOLE_LABEL } from "@ranklens/shared";
import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { formatUtcDay } from "../../lib/format-date";
import { changeText, featureText, localeText, sourceText, standingText } from "./rank-format";

const TONE = { up: "text-green-800", down: "text-red-700", flat: "text-slate-600" } as const;

/** A URL as path only when it is on the site (the column is narrow), else whole. */
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, "") || "/";

/**
 * Every tracked keyword: its newest position with source and date, the week's change, the best of
 * the period, the page that ranks (flagged when it is not the target, or when two pages of the
 * site compete), SERP features, the competitors' positions in the same results, and Search
 * Console's clicks and impressions for it as a query.
 */
export function RankingsTable({
  keywords,
  selectedId,
  onSelect,
  onRemove,
  canRemove,
}: {
  keywords: RankedKeyword[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRemove: (keyword: RankedKeyword) => void;
  canRemove: boolean;
}) {
  // Removing deletes the keyword's history: it takes a second click on the same row.
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    // relative: the sr-only labels (absolutely placed) stay inside the scrolling box instead of
    // widening the page on a phone.
    <div className="relative -mx-6 overflow-x-auto px-6">
      <table className="w-full min-w-[760px] text-left text-sm">
        <caption className="sr-only">Tracked keywords and their positions</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Keyword
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Position
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              7 days
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Best
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Ranking page
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold" title={SEARCH_CONSOLE_LABEL}>
              Search Console
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {keywords.map((k) => {
            const change = changeText(k.change7d);
            const shown = k.lastFailure ?? k.latest;
            return (
              <tr key={k.id} className={cn("align-top", selectedId === k.id && "bg-indigo-50/50")}>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  <span className="break-words">{k.keyword}</span>
                  <span className="block text-xs font-normal text-slate-600">{localeText(k)}</span>
                </th>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {k.latest ? (
                    <span className="font-semibold text-slate-900 tabular-nums">
                      {standingText(k.latest)}
                    </span>
                  ) : (
                    <span className="text-slate-600">Not checked yet</span>
                  )}
                  {shown ? <span className="block text-xs text-slate-600">{sourceText(shown)}</span> : null}
                  {k.lastFailure ? (
                    <span
                      className="block max-w-56 text-xs text-red-700"
                      title={k.lastFailure.error ?? undefined}
                    >
                      Last check failed{k.latest ? "; position from the check before" : ""}
                    </span>
                  ) : null}
                </td>
                <td className={cn("py-2 pr-3 whitespace-nowrap tabular-nums", TONE[change.tone])}>
                  <span aria-hidden="true" title={change.label}>
                    {change.text}
                  </span>
                  <span className="sr-only">{change.label}</span>
                </td>
                <td className="py-2 pr-3 tabular-nums">{k.best === null ? "N/A" : `#${k.best}`}</td>
                <td className="py-2 pr-3">
                  {k.latest?.url ? (
                    <a
                      href={k.latest.url}
                      target="_blank"
                      rel="noreferrer"
                      className={cn("break-all text-indigo-700 hover:underline", FOCUS_RING)}
                    >
                      {shortUrl(k.latest.url)}
                    </a>
                  ) : (
                    <span className="text-slate-600">N/A</span>
                  )}
                  <span className="mt-1 flex flex-wrap gap-1">
                    {k.wrongPage ? (
                      <Badge tone="warning" className="whitespace-normal">
                        Not the target page ({shortUrl(k.targetUrl ?? "")})
                      </Badge>
                    ) : null}
                    {k.cannibalised ? (
                      <Badge tone="warning">
                        {k.latest?.ownResults.length ?? 2} pages of the site compete
                      </Badge>
                    ) : null}
                    {(k.latest?.features ?? []).map((feature) => (
                      <Badge key={feature}>{featureText(feature)}</Badge>
                    ))}
                  </span>
                  {k.latest && k.latest.competitors.length > 0 ? (
                    <span className="mt-1 block text-xs text-slate-600">
                      Competitors:{" "}
                      {k.latest.competitors
                        .map((c) => `${c.host} ${c.position === null ? "not in top 100" : `#${c.position}`}`)
                        .join(", ")}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-3 text-xs text-slate-700">
                  {k.searchConsole ? (
                    <>
                      <span className="block tabular-nums">
                        {k.searchConsole.clicks.toLocaleString("en-US")} clicks ·{" "}
                        {k.searchConsole.impressions.toLocaleString("en-US")} impressions
                      </span>
                      <span className="block text-slate-600">
                        avg. #{k.searchConsole.position?.toFixed(1) ?? "N/A"}, {k.searchConsole.days} days to{" "}
                        {formatUtcDay(k.searchConsole.through)}
                      </span>
                    </>
                  ) : (
                    "N/A"
                  )}
                </td>
                <td className="py-2 text-right whitespace-nowrap">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onSelect(k.id)}
                    aria-pressed={selectedId === k.id}
                  >
                    History
                  </Button>
                  {canRemove && confirming === k.id ? (
                    <>
                      <Button variant="danger" size="sm" className="ml-1" onClick={() => onRemove(k)}>
                        Remove with its history
                        <span className="sr-only">
                          {" "}
                          of {k.keyword} ({k.device})
                        </span>
                      </Button>
                      <Button variant="ghost" size="sm" className="ml-1" onClick={() => setConfirming(null)}>
                        Keep
                      </Button>
                    </>
                  ) : canRemove ? (
                    <Button variant="ghost" size="sm" className="ml-1" onClick={() => setConfirming(k.id)}>
                      Remove
                      <span className="sr-only">
                        {" "}
                        {k.keyword} ({k.device})
                      </span>
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
