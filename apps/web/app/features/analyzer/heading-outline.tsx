import type { SeoReport } from "@ranklens/engine";
import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";

/** Headings shown before "Show all": a long page's outline would otherwise fill screens on a phone. */
export const HEADINGS_SHOWN_FIRST = 10;

const HEADING_INDENT: Record<string, string> = {
  h1: "",
  h2: "sm:pl-4",
  h3: "sm:pl-8",
  h4: "sm:pl-12",
  h5: "sm:pl-16",
  h6: "sm:pl-20",
};

/** The page's heading outline in document order, indented by level, with each heading's keywords. */
export function HeadingOutline({ headings }: { headings: SeoReport["headings"] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? headings : headings.slice(0, HEADINGS_SHOWN_FIRST);
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">Headings ({headings.length})</h3>
      {headings.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No headings found.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-label="Headings">
          {shown.map((heading, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the outline is fixed and may repeat a heading
              key={index}
              className={`flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:gap-3 ${HEADING_INDENT[heading.tag] ?? ""}`}
            >
              <span className="w-fit shrink-0 rounded bg-indigo-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-indigo-700 uppercase">
                {heading.tag}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm break-words text-slate-900">
                  {heading.text || <span className="text-slate-500 italic">(empty)</span>}
                </p>
                {heading.keywords.length > 0 ? (
                  <p className="mt-1 flex flex-wrap gap-1">
                    <span className="sr-only">Keywords:</span>
                    {heading.keywords.map((keyword) => (
                      <Badge key={keyword} tone="neutral">
                        {keyword}
                      </Badge>
                    ))}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {headings.length > HEADINGS_SHOWN_FIRST ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setShowAll((v) => !v)}>
          {showAll ? "Show fewer headings" : `Show all ${headings.length} headings`}
        </Button>
      ) : null}
    </div>
  );
}
