import { type ContentLanguage, detectContentLanguage } from "../text/detect-language";
import type { WordIds } from "../text/ngrams";
import { phraseBreaksOf } from "../text/phrase-breaks";
import { type ScannedWords, scanWordList } from "../text/word-scan";
import { normalizeWord } from "../text/words";
import { jsonLdNodes, typesOf } from "./checks/structured-data/json-ld";
import type { PageFacts } from "./extract/page-facts";
import { analyzeKeywords } from "./keywords/analyze-keywords";
import { brandTermsOf } from "./keywords/brand-terms";
import type { KeywordResult } from "./keywords/keyword";
import { pageTypeOf } from "./keywords/page-type";

/**
 * Values several checks and the report need, computed once on first use
 * (the tokenised main text above all).
 */
export class PageDerived {
  #mainScan?: ScannedWords;
  #mainWords?: string[];
  #mainWordIds?: WordIds;
  #mainBreaks?: Uint8Array;
  #keywords?: KeywordResult[];
  #metaDescription?: string | null;
  #contentLang?: ContentLanguage;
  #jsonLdTypes?: string[];

  constructor(private readonly facts: PageFacts) {}

  /** Words of the main text as written, with their offsets: tokenised once for keywords and readability. */
  get mainScan(): ScannedWords {
    this.#mainScan ??= scanWordList(this.facts.mainText);
    return this.#mainScan;
  }

  /** Normalised words of the main text. */
  get mainWords(): string[] {
    if (!this.#mainWords) {
      // Normalised once per distinct word ("The" and "the" become one), with ids for the n-gram count.
      const { distinct, ids } = this.mainScan;
      const vocabulary: string[] = [];
      const idOf = new Map<string, number>();
      const normalisedId = distinct.map((word) => {
        const normal = normalizeWord(word);
        let id = idOf.get(normal);
        if (id === undefined) {
          id = vocabulary.length;
          idOf.set(normal, id);
          vocabulary.push(normal);
        }
        return id;
      });
      // Plain loops: `Int32Array.from`/`Array.from` with a mapping function were several times slower.
      const n = ids.length;
      const wordIds = new Int32Array(n);
      const mainWords: string[] = new Array(n);
      for (let i = 0; i < n; i++) {
        const id = normalisedId[ids[i]!]!;
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
    this.#mainBreaks ??= phraseBreaksOf(this.facts.mainText, this.mainScan);
    return this.#mainBreaks;
  }

  get wordCount(): number {
    return this.mainWords.length;
  }

  /** Content of the first `<meta name=description>`; null when none. */
  get metaDescription(): string | null {
    if (this.#metaDescription === undefined) {
      this.#metaDescription = this.facts.metas.find((m) => m.name === "description")?.content ?? null;
    }
    return this.#metaDescription;
  }

  /** The page language: `<html lang>`, else `Content-Language`. */
  get lang(): string | null {
    return (
      this.facts.htmlLang?.trim() || this.facts.headers?.["content-language"]?.split(",")[0]?.trim() || null
    );
  }

  /** The schema.org types of the page's JSON-LD (every node, nested ones too), parsed once. */
  get jsonLdTypes(): string[] {
    if (!this.#jsonLdTypes) {
      const types = new Set<string>();
      for (const raw of this.facts.jsonLd) {
        try {
          for (const node of jsonLdNodes(JSON.parse(raw))) for (const t of typesOf(node)) types.add(t);
        } catch {
          // Invalid blocks are reported by the json-ld check.
        }
      }
      this.#jsonLdTypes = [...types];
    }
    return this.#jsonLdTypes;
  }

  /** The language of the main text: the declared one unless the script says otherwise, else detected. */
  get contentLang(): ContentLanguage {
    this.#contentLang ??= detectContentLanguage(this.lang, this.mainWordIds);
    return this.#contentLang;
  }

  get keywords(): KeywordResult[] {
    this.#keywords ??= computeKeywords(this.facts, this);
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

function computeKeywords(facts: PageFacts, derived: PageDerived): KeywordResult[] {
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
    page: {
      brandTerms: brandTermsOf(facts),
      pageType: pageTypeOf(facts, {
        mainWords: derived.wordCount,
        lang: derived.contentLang.code,
        schemaTypes: derived.jsonLdTypes,
      }),
      lang: derived.contentLang.code,
    },
  });
}
