import { analyzeContent, type ContentType } from "@ranklens/engine/content";
import { splitSentences } from "@ranklens/engine/text";
import { analyserThreshold } from "./analyser-threshold";
import { topKeywords } from "./keywords";
import { nothingToChange } from "./nothing-to-change";
import { normalizedWords } from "./phrase";
import { splitLongParagraphsIn } from "./split-long-paragraphs";

/** The analyser's structure findings, which this action fixes. */
const STRUCTURE_CHECKS = ["paragraph-length", "subheading-distribution"];

/** Longest section without a subheading the analyser accepts for `type` (300 words for articles). */
function maxSectionWords(type: ContentType): number {
  return analyserThreshold("subheading-distribution", type, "good") ?? 300;
}

/** The structure findings the analyser reports on `body`. */
function structureFindings(body: string, type: ContentType) {
  return analyzeContent({ body, type }).analyses.filter((a) => STRUCTURE_CHECKS.includes(a.assessmentId));
}

/** "garden tools" → "Garden tools". */
const headingOf = (keyword: string) => keyword.charAt(0).toUpperCase() + keyword.slice(1);

/**
 * Subheadings for one section over `max` words: split at sentence boundaries into parts of at most
 * `max` words, each new part under a heading made of its own most prominent keyword (words of the
 * text, never invented). Returns the insertions as [offset, heading] pairs.
 */
function headingsFor(body: string, start: number, end: number, max: number): Array<[number, string]> {
  const sentences = splitSentences(body.slice(start, end)).map((s) => ({
    start: start + s.start,
    words: normalizedWords(s.text).length,
  }));
  const total = sentences.reduce((sum, s) => sum + s.words, 0);
  const parts = Math.ceil(total / max);
  if (parts < 2 || sentences.length < 2) return [];
  const target = total / parts;
  // Break before the sentence whose start lies closest to each multiple of the target.
  const breaks: number[] = [];
  let done = 0;
  for (let i = 1; i < sentences.length && breaks.length < parts - 1; i++) {
    done += sentences[i - 1]!.words;
    const goal = target * (breaks.length + 1);
    if (done + sentences[i]!.words / 2 >= goal) breaks.push(i);
  }
  return breaks.flatMap((b, k) => {
    const partEnd = breaks[k + 1] !== undefined ? sentences[breaks[k + 1]!]!.start : end;
    const keyword = topKeywords(body.slice(sentences[b]!.start, partEnd))[0]?.text;
    return keyword ? [[sentences[b]!.start, headingOf(keyword)] as [number, string]] : [];
  });
}

/** Inserts `## heading` before each offset, as a paragraph of its own. */
function insertHeadings(body: string, insertions: Array<[number, string]>): string {
  let out = body;
  for (const [at, heading] of [...insertions].sort((a, b) => b[0] - a[0])) {
    out = `${out.slice(0, at).trimEnd()}\n\n## ${heading}\n\n${out.slice(at).trimStart()}`;
  }
  return out;
}

/**
 * Built-in "Improve Structure", driven by the analyser's own findings: paragraphs over its limit
 * are split at sentence boundaries, and a section over 300 words without a subheading gets one at a
 * sentence boundary, named after that part's main keyword. Words are untouched. It never says there
 * is nothing to do while the analyser flags a structure problem: then it says why it cannot help.
 */
export function improveStructure(body: string, type: ContentType): string {
  const before = structureFindings(body, type);
  if (before.length === 0) {
    throw nothingToChange(
      "No paragraph is too long and no section runs too long without a subheading, so the structure needs no change. Adding lists needs an AI provider, which your administrator can connect.",
    );
  }
  let result = splitLongParagraphsIn(body);
  const max = maxSectionWords(type);
  const sections = structureFindings(result, type).find((a) => a.assessmentId === "subheading-distribution");
  if (sections) {
    // With no subheading at all the finding has no marks: the whole body is one section.
    const ranges = sections.marks.length > 0 ? sections.marks : [{ start: 0, end: result.length }];
    const insertions = ranges.flatMap((r) => headingsFor(result, r.start, r.end, max));
    result = insertHeadings(result, insertions);
  }
  if (result === body) {
    throw nothingToChange(
      `The analyser flags the structure (${before.map((a) => a.issue.replace(/\.$/, "")).join("; ")}), but the long parts are single sentences, which cannot be split without rewording them. Rewording needs an AI provider, which your administrator can connect.`,
    );
  }
  return result;
}
