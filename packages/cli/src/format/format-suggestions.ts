import type { Suggestion } from "@ranklens/engine";
import type { Palette } from "./palette";
import { truncate } from "./truncate";

/** The engine's suggestions (already ordered by it), each with its type and impact. */
export function formatSuggestions(suggestions: Suggestion[], palette: Palette): string[] {
  if (suggestions.length === 0)
    return [`${palette.bold("Suggestions")} ${palette.green("none — well done")}`];
  const colour = { critical: palette.red, warning: palette.yellow, improvement: palette.cyan };
  return [
    `${palette.bold("Suggestions")} ${palette.dim(`(${suggestions.length})`)}`,
    ...suggestions.map(
      (s) => `  ${colour[s.type](`[${s.type}, ${s.impact} impact]`)} ${truncate(s.message, 240)}`,
    ),
  ];
}
