import { wordsChangedMoreThan } from "../word-diff";
import { engineRule } from "./change-rule";

/** Share of the main text's words that must change (word-diff.ts `textChange`) to be reported. */
export const TEXT_CHANGE_SHARE = 0.2;

/** More than 20 % of the main text's words changed since the last analysis (same measure as the diff view). */
export const textChanged = engineRule("text_changed", (before, after) => {
  if (before.mainText === null || after.mainText === null) return null;
  if (!wordsChangedMoreThan(before.mainText, after.mainText, TEXT_CHANGE_SHARE)) return null;
  return { before: words(before.wordCount), after: words(after.wordCount) };
});

function words(count: number | null): string | null {
  return count === null ? null : `${count} ${count === 1 ? "word" : "words"}`;
}
