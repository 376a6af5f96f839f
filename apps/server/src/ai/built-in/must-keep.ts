import type { SentenceUnit } from "./sentence-units";

/** The best-scoring unit among `candidates` (the earlier one on a tie). */
const best = (candidates: SentenceUnit[]) =>
  candidates.reduce<SentenceUnit | undefined>(
    (top, u) => (top === undefined || u.score > top.score ? u : top),
    undefined,
  );

/**
 * The sentences "Shorter" keeps whatever their score, so that a shorter text loses nothing a reader
 * or the analysis relies on: the first sentence; a sentence with the focus keyphrase, when the text
 * has one (so "keyphrase kept" holds for the prose, not just a heading); for each link target, a
 * sentence that links there; and in each section, at least one sentence, so no heading is left
 * with nothing under it. A sentence that serves several of these counts for each.
 */
export function mustKeep(units: SentenceUnit[]): Set<SentenceUnit> {
  const kept = new Set<SentenceUnit>();
  const keep = (unit: SentenceUnit | undefined) => unit && kept.add(unit);
  const keeps = (test: (u: SentenceUnit) => boolean) => [...kept].some(test);

  keep(units[0]);
  if (!keeps((u) => u.holdsKeyphrase)) keep(best(units.filter((u) => u.holdsKeyphrase)));
  for (const target of new Set(units.flatMap((u) => u.links))) {
    if (!keeps((u) => u.links.includes(target))) keep(best(units.filter((u) => u.links.includes(target))));
  }
  for (const section of new Set(units.map((u) => u.section))) {
    if (!keeps((u) => u.section === section)) keep(best(units.filter((u) => u.section === section)));
  }
  return kept;
}
