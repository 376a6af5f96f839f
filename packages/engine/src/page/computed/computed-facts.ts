import { type ContentLanguage, detectContentLanguage } from "../../text/detect-language";
import type { WordIds } from "../../text/ngrams";
import { phraseBreaksOf } from "../../text/phrase-breaks";
import { normalisedVocabulary, type ScannedWords, scanWordList } from "../../text/word-scan";
import type { PageFacts } from "../extract/page-facts";
import { analyzeKeywords } from "../keywords/analyze-keywords";
import { intentPageSignalsOf } from "../keywords/intent-page-signals";
import type { KeywordResult } from "../keywords/keyword";
import { type HeadLink, headLinksOf } from "./head-links";
import { type JsonLdBlock, jsonLdTypes, parseJsonLdBlocks } from "./json-ld";
import { type StructuredItem, structuredItemsOf } from "./structured-items";

/**
 * Values several checks and the report need, computed from the facts once, on first use (the
 * tokenised main text above all): Lighthouse's computed artifacts.
 */
export class ComputedFacts {
  readonly #facts: PageFacts;
  #headLinks?: HeadLink[];
  #jsonLdBlocks?: JsonLdBlock[];
  #structuredItems?: StructuredItem[];
  #mainScan?: ScannedWords;
  #mainWords?: string[];
  #mainWordIds?: WordIds;
  #mainBreaks?: Uint8Array;
  #keywords?: KeywordResult[];
  #metaDescription?: string | null;
  #contentLang?: ContentLanguage;
  #jsonLdTypes?: string[];

  constructor(facts: PageFacts) {
    this.#facts = facts;
  }

  /** Head `<link>`s and `Link` header entries, resolved (see head-links.ts). */
  get headLinks(): HeadLink[] {
    this.#headLinks ??= headLinksOf(this.#facts);
    return this.#headLinks;
  }

  /** The JSON-LD blocks, parsed. */
  get jsonLdBlocks(): JsonLdBlock[] {
    this.#jsonLdBlocks ??= parseJsonLdBlocks(this.#facts.jsonLd);
    return this.#jsonLdBlocks;
  }

  /** Every typed object of the structured data (JSON-LD and microdata), top-level ones marked. */
  get structuredItems(): StructuredItem[] {
    this.#structuredItems ??= structuredItemsOf(this.jsonLdBlocks, this.#facts.microdata);
    return this.#structuredItems;
  }

  /** Words of the main text as written, with their offsets: tokenised once for keywords and readability. */
  get mainScan(): ScannedWords {
    this.#mainScan ??= scanWordList(this.#facts.mainText);
    return this.#mainScan;
  }

  /** Normalised words of the main text. */
  get mainWords(): string[] {
    if (!this.#mainWords) {
      // Normalised once per distinct word ("The" and "the" become one), with ids for the n-gram count.
      const { ids } = this.mainScan;
      const { vocabulary, normalIds } = normalisedVocabulary(this.mainScan);
      // Plain loops: `Int32Array.from`/`Array.from` with a mapping function were several times slower.
      const n = ids.length;
      const wordIds = new Int32Array(n);
      const mainWords: string[] = new Array(n);
      for (let i = 0; i < n; i++) {
        const id = normalIds[ids[i]!]!;
        wordIds[i] = id;
        mainWords[i] = vocabulary[id]!;
      }
      this.#mainWordIds = { ids: wordIds, vocabulary };
      this.#mainWords = mainWords;
    }
    return this.#mainWords;
  }

  /** {@link mainWords} as ids into their distinct words. */
  get mainWordIds(): WordIds {
    this.mainWords;
    return this.#mainWordIds!;
  }

  /** Where a phrase of {@link mainWords} may not continue (1 at word i: punctuation or a line break before it). */
  get mainBreaks(): Uint8Array {
    this.#mainBreaks ??= phraseBreaksOf(this.#facts.mainText, this.mainScan);
    return this.#mainBreaks;
  }

  get wordCount(): number {
    return this.mainWords.length;
  }

  /** Content of the first `<meta name=description>` in `<head>`; null when none. */
  get metaDescription(): string | null {
    if (this.#metaDescription === undefined) {
      // In <head> only, as search engines and Lighthouse read it (see meta-in-body for the others).
      this.#metaDescription =
        this.#facts.metas.find((m) => m.inHead && m.name === "description")?.content ?? null;
    }
    return this.#metaDescription;
  }

  /** The page language: `<html lang>`, else `Content-Language`. */
  get lang(): string | null {
    return (
      this.#facts.htmlLang?.trim() || this.#facts.headers?.["content-language"]?.split(",")[0]?.trim() || null
    );
  }

  /** The schema.org types of the page's JSON-LD (every node, nested ones too). */
  get jsonLdTypes(): string[] {
    this.#jsonLdTypes ??= jsonLdTypes(this.jsonLdBlocks);
    return this.#jsonLdTypes;
  }

  /** The language of the main text: the declared one unless the script says otherwise, else detected. */
  get contentLang(): ContentLanguage {
    this.#contentLang ??= detectContentLanguage(this.lang, this.mainWordIds);
    return this.#contentLang;
  }

  get keywords(): KeywordResult[] {
    this.#keywords ??= computeKeywords(this.#facts, this);
    return this.#keywords;
  }
}

function urlWords(url: string): string {
  try {
    const u = new URL(url);
    return decodeURIComponent(u.pathname).replace(/[/_.-]+/g, " ");
  } catch {
    return "";
  }
}

function computeKeywords(facts: PageFacts, derived: ComputedFacts): KeywordResult[] {
  return analyzeKeywords({
    mainWords: derived.mainWords,
    mainWordIds: derived.mainWordIds,
    mainBreaks: derived.mainBreaks,
    lang: derived.contentLang.code,
    places: {
      title: facts.title ?? "",
      h1: facts.headings
        .filter((h) => h.level === 1)
        .map((h) => h.text)
        .join(" \n "),
      metaDescription: derived.metaDescription ?? "",
      firstParagraph: facts.firstParagraph,
      headings: facts.headings
        .filter((h) => h.level > 1)
        .map((h) => h.text)
        .join(" \n "),
      url: urlWords(facts.finalUrl),
    },
    page: intentPageSignalsOf(facts, {
      mainWords: derived.wordCount,
      lang: derived.contentLang.code,
      schemaTypes: derived.jsonLdTypes,
      structuredItems: derived.structuredItems,
    }),
  });
}

/** The names of the computed values a check may declare in `requiredFacts`. */
export type ComputedName = keyof ComputedFacts;

/** What a check reads: the page's facts and the values computed from them, as one object. */
export type PageInput = PageFacts & { readonly [K in ComputedName]: ComputedFacts[K] };

/**
 * The facts with their computed values on one object: the facts as own properties, the computed
 * values as lazy getters (a fact named like a computed value would throw here, not shadow it).
 */
export function pageInput(facts: PageFacts): PageInput {
  return Object.assign(new ComputedFacts(facts), facts);
}
