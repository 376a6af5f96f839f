import type { ContentAnalysisDetails } from "@ranklens/engine/content";

/** One number behind a score, as shown when a score card is expanded. */
export interface DetailRow {
  label: string;
  value: string;
  /** How the number was measured, when that is not obvious. */
  hint?: string;
}

const count = (n: number) => n.toLocaleString("en-US");

const KEYPHRASE_SOURCE: Record<ContentAnalysisDetails["seo"]["keyphraseSource"], string> = {
  focusKeyphrase: "focus keyphrase",
  targetKeywords: "first target keyword",
  none: "none set",
};

/** The numbers behind the SEO score. */
export function seoDetailRows(seo: ContentAnalysisDetails["seo"]): DetailRow[] {
  const rows: DetailRow[] = [
    { label: "Words", value: count(seo.words) },
    {
      label: "Keyphrase",
      value: seo.keyphrase ? `“${seo.keyphrase}”` : "—",
      hint: `Source: ${KEYPHRASE_SOURCE[seo.keyphraseSource]}`,
    },
  ];
  if (seo.keyphrase) {
    rows.push({
      label: "Keyphrase uses",
      value: seo.keyphraseTarget
        ? `${count(seo.keyphraseCount)} (aim for ${seo.keyphraseTarget.min}–${seo.keyphraseTarget.max})`
        : count(seo.keyphraseCount),
    });
    rows.push({
      label: "Keyphrase density",
      value: seo.keyphraseDensity === null ? "—" : `${seo.keyphraseDensity.toFixed(2)}%`,
      hint: "Uses ÷ words × 100",
    });
  }
  rows.push(
    { label: "Title length", value: `${count(seo.titleLength)} characters` },
    { label: "Meta description length", value: `${count(seo.metaDescriptionLength)} characters` },
    { label: "Subheadings", value: count(seo.subheadings) },
    {
      label: "Links",
      value: `${count(seo.links.total)} (${count(seo.links.internal)} internal, ${count(seo.links.external)} external)`,
    },
    {
      label: "Images",
      value:
        seo.images.total === 0
          ? "0"
          : `${count(seo.images.total)} (${count(seo.images.missingAlt)} without alt text)`,
    },
  );
  return rows;
}

/** The numbers behind the Readability score. */
export function readabilityDetailRows(r: ContentAnalysisDetails["readability"]): DetailRow[] {
  return [
    { label: "Words", value: count(r.words) },
    { label: "Sentences", value: count(r.sentences) },
    { label: "Syllables", value: count(r.syllables) },
    {
      label: "Flesch Reading Ease",
      value: r.fleschReadingEase === null ? "—" : r.fleschReadingEase.toFixed(1),
      hint: "206.835 − 1.015 × words/sentence − 84.6 × syllables/word",
    },
    { label: "Paragraphs", value: count(r.paragraphs) },
    { label: "Long sentences", value: count(r.longSentences), hint: "More than 20 words" },
    { label: "Passive sentences", value: count(r.passiveSentences) },
    { label: "Sentences with transition words", value: count(r.transitionSentences) },
    { label: "Longest paragraph", value: `${count(r.longestParagraphWords)} words` },
    {
      label: "Longest section",
      value: `${count(r.longestSectionWords)} words`,
      hint: "Text between subheadings",
    },
  ];
}

/** The countable signals behind the (heuristic) Engagement score. */
export function engagementDetailRows(e: ContentAnalysisDetails["engagement"]): DetailRow[] {
  return [
    { label: "Opening hook", value: e.hookFeatures.length > 0 ? e.hookFeatures.join(", ") : "none found" },
    { label: "Questions", value: count(e.questions) },
    { label: "Sentences addressing the reader", value: count(e.secondPersonSentences), hint: "you, your…" },
    { label: "Calls to action", value: count(e.callsToAction) },
    { label: "Lists", value: count(e.lists) },
    { label: "Hashtags", value: count(e.hashtags) },
  ];
}
