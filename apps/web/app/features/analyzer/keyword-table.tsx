import type { KeywordDataNote, KeywordResult, SearchIntent } from "@ranklens/engine";
import { useState } from "react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import {
  densityFootnote,
  formatCompetition,
  formatDensity,
  formatDifficulty,
  formatSearchVolume,
} from "../../lib/report-format";
import { intentExplanation } from "./intent-explanation";
import { formatProminence, prominenceExplanation } from "./keyword-prominence";

/** The table's columns, in order (the user guide's keyword section names the same ones). */
export const KEYWORD_COLUMNS = [
  "Keyword",
  "Intent",
  "Frequency",
  "Density",
  "Prominence",
  "Search volume",
  "Competition",
  "Difficulty",
] as const;

/** Rows shown before "Show all"; the engine ranks keywords, so the first ones matter most. */
export const KEYWORDS_SHOWN_FIRST = 15;

const INTENT_TONE: Record<SearchIntent, BadgeTone> = {
  informational: "primary",
  transactional: "success",
  navigational: "warning",
  unclear: "neutral",
};

/** The intent badge with its explanation written out beneath it (readable on phones, no hover needed). */
function IntentBadge({ keyword }: { keyword: KeywordResult }) {
  return (
    <div className="min-w-0">
      <Badge tone={INTENT_TONE[keyword.intent] ?? "neutral"}>{keyword.intent}</Badge>
      <p className="mt-1 text-xs break-words text-slate-600">{intentExplanation(keyword)}</p>
    </div>
  );
}

/** The keyword, with the other forms counted in its frequency ("quirks" with "quirk"). */
function KeywordName({ keyword }: { keyword: KeywordResult }) {
  const others = (keyword.forms ?? []).filter((form) => form !== keyword.keyword);
  return (
    <>
      {keyword.keyword}
      {others.length > 0 ? (
        <span className="block text-xs font-normal text-slate-500">with {others.join(", ")}</span>
      ) : null}
    </>
  );
}

function Prominence({ keyword }: { keyword: KeywordResult }) {
  const explanation = prominenceExplanation(keyword.prominence);
  return (
    <span title={explanation}>
      {formatProminence(keyword.prominence)}
      <span className="sr-only"> ({explanation})</span>
    </span>
  );
}

function KeywordCard({ keyword }: { keyword: KeywordResult }) {
  return (
    <li className="py-2.5">
      <span className="text-sm font-medium break-words text-slate-900">
        <KeywordName keyword={keyword} />
      </span>
      <div className="mt-1">
        <IntentBadge keyword={keyword} />
      </div>
      <dl className="mt-1 grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-slate-500">Frequency</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{keyword.frequency}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Density</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatDensity(keyword.density)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Search volume</dt>
          <dd className="font-medium text-slate-700 tabular-nums">
            {formatSearchVolume(keyword.searchVolume)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Competition</dt>
          <dd className="font-medium text-slate-700 tabular-nums">
            {formatCompetition(keyword.competition)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Difficulty</dt>
          <dd className="font-medium text-slate-700 tabular-nums">{formatDifficulty(keyword.difficulty)}</dd>
        </div>
        <div className="col-span-3">
          <dt className="text-slate-500">Prominence</dt>
          <dd className="font-medium text-slate-700">
            <Prominence keyword={keyword} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

const CELL = "px-3 py-2 text-sm";
const NUMERIC_COLUMNS = new Set<string>([
  "Frequency",
  "Density",
  "Search volume",
  "Competition",
  "Difficulty",
]);
const HEAD = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";

/**
 * Where the search volume, competition and difficulty came from, or why there are none: a
 * provider's name, market and date, its failure, or that none is connected (never invented).
 */
function keywordDataSource(note: KeywordDataNote | undefined): string {
  if (!note)
    return "Search volume, competition and difficulty need a keyword-data provider (Settings → Search data); they show N/A until one is connected.";
  if (note.error !== null)
    return `${note.source} gave no numbers for this analysis: ${note.error} They show N/A.`;
  const day = note.readAt ? new Date(note.readAt).toISOString().slice(0, 10) : "an earlier day";
  return `Search volume (monthly), competition (0–10, paid search) and difficulty (0–100): ${note.source}, read ${day}; N/A where it has no data.`;
}

/**
 * Where a provider's SERP-based intent replaced the heuristic's, which provider and how its four
 * labels map to our three; nothing when none did.
 */
function providerIntentNote(keywords: KeywordResult[]): string {
  const by = keywords.find((keyword) => keyword.intentSource)?.intentSource;
  if (!by) return "";
  return ` Where it says ${by}, the intent is ${by}'s instead, judged from Google's results for the keyword, with its probability; its "commercial" (comparing before buying) shows as transactional.`;
}

/**
 * Keyword Analysis: the page's keywords with a heuristic intent, how often they occur, their
 * density and where they appear (prominence); search volume, competition and difficulty from the
 * workspace's keyword-data provider, labelled with it, or N/A (never invented). A table from `sm`
 * up, cards on phones.
 */
export function KeywordTable({
  keywords,
  densityFormula,
  keywordData,
}: {
  keywords: KeywordResult[];
  densityFormula: string;
  /** The report's note of its keyword-data provider; absent when none was asked. */
  keywordData?: KeywordDataNote;
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? keywords : keywords.slice(0, KEYWORDS_SHOWN_FIRST);
  const [densityTerm, densityDefinition] = densityFootnote(densityFormula);

  return (
    <Card title="Keyword Analysis" description="The most prominent words and phrases of the main text.">
      {keywords.length === 0 ? (
        <p className="text-sm text-slate-600">No keywords found to analyze.</p>
      ) : (
        <>
          {/* Phones: one card per keyword, so density and frequency are never scrolled out of sight. */}
          <ul className="divide-y divide-slate-100 sm:hidden" aria-label="Keywords">
            {shown.map((keyword) => (
              <KeywordCard key={keyword.keyword} keyword={keyword} />
            ))}
          </ul>
          <section
            className="-mx-6 hidden overflow-x-auto px-6 sm:block"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
            tabIndex={0}
            aria-label="Keyword table"
          >
            <table className="w-full min-w-[40rem] border-collapse">
              <thead className="border-b border-slate-200">
                <tr>
                  {KEYWORD_COLUMNS.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={NUMERIC_COLUMNS.has(column) ? `${HEAD} text-right` : HEAD}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shown.map((keyword) => {
                  return (
                    <tr key={keyword.keyword}>
                      <th scope="row" className={`${CELL} text-left font-medium break-words text-slate-900`}>
                        <KeywordName keyword={keyword} />
                      </th>
                      <td className={`${CELL} max-w-xs`}>
                        <IntentBadge keyword={keyword} />
                      </td>
                      <td className={`${CELL} text-right tabular-nums`}>{keyword.frequency}</td>
                      <td className={`${CELL} text-right tabular-nums`}>{formatDensity(keyword.density)}</td>
                      <td className={`${CELL} text-slate-700`}>
                        <Prominence keyword={keyword} />
                      </td>
                      <td className={`${CELL} text-right tabular-nums text-slate-700`}>
                        {formatSearchVolume(keyword.searchVolume)}
                      </td>
                      <td className={`${CELL} text-right tabular-nums text-slate-700`}>
                        {formatCompetition(keyword.competition)}
                      </td>
                      <td className={`${CELL} text-right tabular-nums text-slate-700`}>
                        {formatDifficulty(keyword.difficulty)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
          {keywords.length > KEYWORDS_SHOWN_FIRST ? (
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => setShowAll((v) => !v)}>
              {showAll ? "Show fewer keywords" : `Show all ${keywords.length} keywords`}
            </Button>
          ) : null}
          <div className="mt-4 space-y-1 border-t border-slate-100 pt-3 text-xs text-slate-600">
            <p>
              <span className="font-medium text-slate-700">Order</span>: by relevance, which is how often a
              keyword occurs, weighed by how specific its words are against everyday language (so
              &ldquo;people&rdquo; or &ldquo;thought&rdquo; rank below the page&apos;s topics) and raised by
              where it appears. Singular and plural forms count as one keyword.
            </p>
            <p>
              <span className="font-medium text-slate-700">{densityTerm}</span>
              {densityDefinition}.
            </p>
            <p>
              <span className="font-medium text-slate-700">Prominence</span> lists where the keyword appears:
              title, H1, meta description, first paragraph, subheadings, URL.
            </p>
            <p>
              <span className="font-medium text-slate-700">Intent</span> is a heuristic judged per keyword,
              shown with the cues behind it: cue words in the keyword (how, best, buy, login…), the
              site&apos;s own name, the name of a site the page links to, or a product the page describes.
              What the page is (an article, a product page) only raises or lowers the confidence.
              &ldquo;Unclear&rdquo; means the keyword itself gave no cue, or its cues pointed different ways.
              {providerIntentNote(keywords)}
            </p>
            <p data-testid="keyword-data-source">{keywordDataSource(keywordData)}</p>
          </div>
        </>
      )}
    </Card>
  );
}
