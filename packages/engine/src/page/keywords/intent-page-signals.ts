import type { StructuredItem } from "../computed/structured-items";
import type { PageFacts } from "../extract/page-facts";
import { brandTermsOf } from "./brand-terms";
import type { IntentPageSignals } from "./intent";
import { linkedSitesOf } from "./intent-linked-sites";
import { productNamesOf } from "./intent-product-names";
import { pageTypeOf } from "./page-type";

/** What {@link intentPageSignalsOf} reads besides the facts: values the page computes once for every check. */
export interface IntentPageInputs {
  /** Words of the main text. */
  mainWords: number;
  /** Language of the main text. */
  lang: string | null;
  /** schema.org types of the JSON-LD. */
  schemaTypes: readonly string[];
  /** Typed objects of the JSON-LD and microdata. */
  structuredItems: readonly StructuredItem[];
}

/**
 * Everything about the page that bears on its keywords' intent, gathered in one place: the site's
 * own name, what the page is, the sites it links to and the products it names.
 */
export function intentPageSignalsOf(facts: PageFacts, inputs: IntentPageInputs): IntentPageSignals {
  const { mainWords, lang, schemaTypes, structuredItems } = inputs;
  const pageType = pageTypeOf(facts, { mainWords, lang, schemaTypes });
  return {
    brandTerms: brandTermsOf(facts),
    pageType,
    lang,
    linkedSites: linkedSitesOf(facts.anchors, facts.finalUrl),
    productNames: productNamesOf(structuredItems, facts, pageType),
  };
}
