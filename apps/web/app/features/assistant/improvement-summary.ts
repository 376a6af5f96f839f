import type { AssistantActionId, AssistantTarget } from "@ranklens/shared";
import { type DiffSegment, hunksOf } from "./diff-hunks";
import { countHeadings, countWords, hashtagsIn, paragraphsIn } from "./text-facts";

export interface SummaryInput {
  action: AssistantActionId;
  target: AssistantTarget;
  original: string;
  proposal: string;
  segments: DiffSegment[];
}

const CTA_ACTIONS: readonly AssistantActionId[] = ["purchase-cta", "video-cta", "social-cta"];

const n = (value: number) => value.toLocaleString("en-US");
const plural = (count: number, one: string, many = `${one}s`) => `${n(count)} ${count === 1 ? one : many}`;

/** "−40%" / "+25%": the change from `before` to `after`, with a real minus sign. */
function percentChange(before: number, after: number): string {
  if (before === 0) return "new";
  const percent = Math.round(((after - before) / before) * 100);
  return percent < 0 ? `−${Math.abs(percent)}%` : `+${percent}%`;
}

/**
 * Plain-language statements of what a proposal changes, measured on the diff (never the model's
 * own claims): word counts, paragraphs, headings, hashtags, a closing call to action, and how many
 * passages were rewritten.
 */
export function summarizeImprovements({
  action,
  target,
  original,
  proposal,
  segments,
}: SummaryInput): string[] {
  if (target === "metaDescription") return summarizeMetaDescription(original, proposal);
  if (original === proposal) return ["No changes: the proposal is the same as your text."];

  const lines: string[] = [];
  const before = countWords(original);
  const after = countWords(proposal);
  // Small drifts are noise for a rewrite; say it when the length is the point or changed clearly.
  const lengthMatters =
    action === "shorter" || action === "longer" || Math.abs(after - before) > before * 0.05;
  if (after < before && lengthMatters) {
    lines.push(`Shortened the text from ${n(before)} to ${n(after)} words (${percentChange(before, after)})`);
  } else if (after > before && lengthMatters) {
    lines.push(`Expanded the text from ${n(before)} to ${n(after)} words (${percentChange(before, after)})`);
  }

  const paragraphsBefore = paragraphsIn(original);
  const paragraphsAfter = paragraphsIn(proposal);
  if (paragraphsAfter.length > paragraphsBefore.length) {
    lines.push(
      `Split the text into ${n(paragraphsAfter.length)} paragraphs (was ${n(paragraphsBefore.length)})`,
    );
  } else if (paragraphsAfter.length < paragraphsBefore.length) {
    lines.push(
      `Joined the text into ${n(paragraphsAfter.length)} paragraphs (was ${n(paragraphsBefore.length)})`,
    );
  }

  const headingsBefore = countHeadings(original);
  const headingsAfter = countHeadings(proposal);
  if (headingsAfter > headingsBefore)
    lines.push(`Added ${plural(headingsAfter - headingsBefore, "subheading")}`);
  else if (headingsAfter < headingsBefore)
    lines.push(`Removed ${plural(headingsBefore - headingsAfter, "subheading")}`);

  lines.push(...summarizeHashtags(original, proposal));

  const last = paragraphsAfter[paragraphsAfter.length - 1];
  const closingIsNew = last !== undefined && !original.includes(last);
  if (closingIsNew && CTA_ACTIONS.includes(action)) lines.push("Added a call to action at the end");
  else if (
    closingIsNew &&
    paragraphsAfter.length > paragraphsBefore.length &&
    action !== "improve-structure"
  ) {
    lines.push("Added a new closing paragraph");
  }

  const hunks = hunksOf(segments);
  const removedWords = hunks.reduce((sum, hunk) => sum + countWords(hunk.original), 0);
  const addedWords = hunks.reduce((sum, hunk) => sum + countWords(hunk.proposed), 0);
  if (hunks.length > 0) {
    lines.push(
      `Changed ${plural(hunks.length, "passage")}: ${plural(removedWords, "word")} removed, ${plural(addedWords, "word")} added`,
    );
  }
  return lines;
}

function summarizeHashtags(original: string, proposal: string): string[] {
  const before = hashtagsIn(original);
  const after = hashtagsIn(proposal);
  const removed = before.filter((tag) => !after.includes(tag));
  const added = after.filter((tag) => !before.includes(tag));
  const replaced = Math.min(removed.length, added.length);
  const lines: string[] = [];
  if (replaced > 0) lines.push(`Replaced ${plural(replaced, "hashtag")}`);
  if (added.length > replaced) lines.push(`Added ${added.slice(replaced).join(", ")}`);
  if (removed.length > replaced) lines.push(`Removed ${removed.slice(replaced).join(", ")}`);
  return lines;
}

function summarizeMetaDescription(original: string, proposal: string): string[] {
  const after = [...proposal.trim()].length;
  const before = [...original.trim()].length;
  if (before === 0) return [`Wrote a meta description of ${plural(after, "character")}`];
  if (original.trim() === proposal.trim())
    return ["No changes: the proposal is the same as your meta description."];
  return [`Rewrote the meta description (${n(before)} → ${plural(after, "character")})`];
}
