import { analyzeContent, keyphraseSentenceCount, parseBody } from "@ranklens/engine/content";
import { type SentenceSpan, splitSentences } from "@ranklens/engine/text";
import { contentWordCounts, isContentWord } from "./keywords";
import { normalizedWords } from "./phrase";
import { splitBlocks, type TextBlock } from "./text-blocks";

/** Score multipliers: a paragraph's first sentence usually states its point; the keyphrase is the topic. */
const LEADS_BLOCK_BONUS = 1.25;
const KEYPHRASE_BONUS = 1.5;
/** A sentence over 20 words or in the passive voice is kept only when little else is left. */
const HARD_SENTENCE_PENALTY = 0.2;

/** One sentence of a prose or list block: what "Shorter" keeps or drops. */
export interface SentenceUnit {
  block: TextBlock;
  /** Which part of the text it is in: 0 before the first heading, then one more after each heading. */
  section: number;
  span: SentenceSpan;
  /** The sentence before it in the same block, for the separator. */
  previous: SentenceSpan | null;
  /** Words as the content analysis counts them (link targets and markup left out). */
  words: number;
  /** Where its links point. */
  links: string[];
  /** Whether the content analysis finds the focus keyphrase in it (any word form). */
  holdsKeyphrase: boolean;
  score: number;
  order: number;
}

/** The text's blocks and its sentences, scored for "Shorter". */
export interface SentenceUnits {
  blocks: TextBlock[];
  units: SentenceUnit[];
}

/**
 * Splits the prose and list blocks into sentences and scores each by the weight of its words (how
 * often they occur in the whole text), its position and the keyphrase. Sentences that make a text
 * harder to read (over 20 words, or passive: the analysis' rules) score low.
 */
export function sentenceUnits(body: string, focusKeyphrase = ""): SentenceUnits {
  const blocks = splitBlocks(body);
  const weights = contentWordCounts(body);
  const units: SentenceUnit[] = [];
  let section = 0;
  for (const block of blocks) {
    if (block.kind === "heading") section++;
    if (block.kind !== "prose" && block.kind !== "list") continue;
    let previous: SentenceSpan | null = null;
    for (const span of splitSentences(block.text)) {
      const ws = normalizedWords(span.text);
      let weight = 0;
      for (const w of new Set(ws.filter(isContentWord))) weight += weights.get(w) ?? 0;
      let score = ws.length > 0 ? weight / Math.sqrt(ws.length) : 0;
      if (previous === null) score *= LEADS_BLOCK_BONUS;
      const { readability, seo } = analyzeContent({ body: span.text }).details;
      if (readability.longSentences > 0 || readability.passiveSentences > 0) score *= HARD_SENTENCE_PENALTY;
      const holdsKeyphrase = focusKeyphrase !== "" && keyphraseSentenceCount(span.text, focusKeyphrase) > 0;
      if (holdsKeyphrase) score *= KEYPHRASE_BONUS;
      // The links as the content analysis counts them (markdown links and bare URLs, not images).
      const links = parseBody(span.text).links.map((link) => link.url);
      units.push({
        block,
        section,
        span,
        previous,
        words: seo.words,
        links,
        holdsKeyphrase,
        score,
        order: units.length,
      });
      previous = span;
    }
  }
  return { blocks, units };
}
