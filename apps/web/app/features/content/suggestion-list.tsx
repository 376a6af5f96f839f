import type { ContentAnalysisItem, Priority } from "@ranklens/engine/content";
import { TextSelect } from "lucide-react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";

const PRIORITY: Record<Priority, { label: string; tone: BadgeTone }> = {
  high: { label: "High", tone: "danger" },
  medium: { label: "Medium", tone: "warning" },
  low: { label: "Low", tone: "neutral" },
};

const CATEGORY_LABELS: Record<ContentAnalysisItem["type"], string> = {
  seo: "SEO",
  readability: "Readability",
  engagement: "Engagement",
};

/** A stable identity for a suggestion across runs (one per assessment). */
export const suggestionKey = (item: ContentAnalysisItem) => `${item.type}:${item.assessmentId}`;

/**
 * The suggestions: issue, priority label and what to do. Each is a button: choosing it
 * highlights the text it is about (when it points at text) and tells the editor which one was chosen.
 */
export function SuggestionList({
  items,
  activeKey,
  onSelect,
}: {
  items: ContentAnalysisItem[];
  activeKey: string | null;
  onSelect: (item: ContentAnalysisItem) => void;
}) {
  return (
    <ul className="space-y-2">
      {items.map((item) => {
        const key = suggestionKey(item);
        const active = key === activeKey;
        const priority = PRIORITY[item.priority];
        return (
          <li key={key}>
            <button
              type="button"
              onClick={() => onSelect(item)}
              aria-pressed={active}
              className={cn(
                "w-full rounded-md border p-3 text-left text-sm transition-colors",
                FOCUS_RING,
                active ? "border-indigo-600 bg-indigo-50" : "border-slate-200 bg-white hover:bg-slate-50",
              )}
            >
              <span className="flex flex-wrap items-center gap-1.5">
                <Badge tone={priority.tone}>{priority.label}</Badge>
                <span className="text-xs font-medium text-slate-600">
                  {CATEGORY_LABELS[item.type]}
                  {item.heuristic ? " · heuristic" : ""}
                </span>
                {item.marks.length > 0 ? (
                  <span className="ml-auto inline-flex items-center gap-1 text-xs text-indigo-700">
                    <TextSelect className="size-3.5" aria-hidden="true" />
                    {item.marks.length === 1 ? "Show in text" : `${item.marks.length} places`}
                  </span>
                ) : null}
              </span>
              <span className="mt-1.5 block font-medium text-slate-900">{item.issue}</span>
              {item.suggestion ? (
                <span className="mt-0.5 block text-slate-700">{item.suggestion}</span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
