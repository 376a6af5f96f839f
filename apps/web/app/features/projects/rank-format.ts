import { KEYWORD_MARKETS, type RankReading, SEARCH_PROVIDER_NAMES } from "@ranklens/shared";
import { formatDate } from "../../lib/format-date";

/** A reading's standing in words: "#4", "Not in top 100", "Check failed". */
export function standingText(reading: Pick<RankReading, "state" | "position">): string {
  if (reading.state === "failed") return "Check failed";
  if (reading.state === "not_ranked" || reading.position === null) return "Not in top 100";
  return `#${reading.position}`;
}

/** Where a number came from: "DataForSEO, 29 Nov 2026". */
export function sourceText(reading: Pick<RankReading, "provider" | "checkedAt">): string {
  return `${SEARCH_PROVIDER_NAMES[reading.provider]}, ${formatDate(reading.checkedAt)}`;
}

/** A 7-day change: "▲ 3" gained, "▼ 8" lost, "–" unchanged, "N/A" without a reading a week older. */
export function changeText(change: number | null): {
  text: string;
  label: string;
  tone: "up" | "down" | "flat";
} {
  if (change === null) return { text: "N/A", label: "No reading a week earlier", tone: "flat" };
  if (change === 0) return { text: "–", label: "Unchanged over 7 days", tone: "flat" };
  const places = Math.abs(change);
  const word = places === 1 ? "place" : "places";
  return change > 0
    ? { text: `▲ ${places}`, label: `Up ${places} ${word} over 7 days`, tone: "up" }
    : { text: `▼ ${places}`, label: `Down ${places} ${word} over 7 days`, tone: "down" };
}

/** US dollars at a precision that shows a fraction of a cent when that is all it costs. */
export function usd(amount: number): string {
  if (amount === 0) return "$0";
  if (amount < 0.01) return `$${Number(amount.toPrecision(3))}`;
  return `$${amount.toFixed(2)}`;
}

/** "United States · en · desktop". */
export function localeText(keyword: { locationCode: number; languageCode: string; device: string }): string {
  const market =
    KEYWORD_MARKETS[keyword.locationCode as keyof typeof KEYWORD_MARKETS] ??
    `Location ${keyword.locationCode}`;
  return `${market} · ${keyword.languageCode} · ${keyword.device}`;
}

/** SERP feature ids as words: "people_also_ask" → "People also ask". */
export function featureText(feature: string): string {
  const words = feature.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
