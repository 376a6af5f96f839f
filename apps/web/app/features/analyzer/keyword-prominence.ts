import type { KeywordProminence } from "@ranklens/engine";

/** The places the engine checks, in its order, with the names the keyword table shows. */
const PLACES: ReadonlyArray<[Exclude<keyof KeywordProminence, "score">, string]> = [
  ["title", "Title"],
  ["h1", "H1"],
  ["metaDescription", "Meta description"],
  ["firstParagraph", "First paragraph"],
  ["headings", "Subheadings"],
  ["url", "URL"],
];

/** Where a keyword appears among the page's prominent places, e.g. ["Title", "H1", "URL"]. */
export function prominentPlaces(prominence: KeywordProminence): string[] {
  return PLACES.filter(([key]) => prominence[key]).map(([, label]) => label);
}

/** The Prominence cell: the places joined, or a dash when the keyword is in none of them. */
export function formatProminence(prominence: KeywordProminence): string {
  const places = prominentPlaces(prominence);
  return places.length > 0 ? places.join(", ") : "—";
}

/** The cell's explanation: the weighted share the engine ranks ties by. */
export function prominenceExplanation(prominence: KeywordProminence): string {
  const share = Math.round(prominence.score * 100);
  return `Prominence ${share}%: weighted share of the title, H1, meta description, first paragraph, subheadings and URL that contain it`;
}
