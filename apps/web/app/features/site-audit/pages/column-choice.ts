import type { KeyValueStore } from "../../../lib/browser-storage";
import { isRecord } from "../../../lib/is-record";

/**
 * Which columns of All pages a user turned on or off, by column id. A column the user never
 * touched is not in it and keeps its default, so a column added to RankLens later (or an extraction
 * rule added to the site) shows up as its default says, not hidden by an old choice.
 */
export type ColumnChoice = Record<string, boolean>;

/** Remembered per user and site (ADR 033): a team shares the site, not the way each member reads it. */
export function columnChoiceKey(userId: string, siteId: string): string {
  return `ranklens.pages-columns.${userId}.${siteId}`;
}

/** The stored choice; anything missing, unreadable or of another shape is no choice (the defaults). */
export function loadColumnChoice(storage: KeyValueStore | null, key: string): ColumnChoice {
  if (!storage) return {};
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? "{}");
    if (!isRecord(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === "boolean"),
    );
  } catch {
    return {};
  }
}

/** Stores the choice; the defaults are stored as no entry. Full or disabled storage is ignored. */
export function saveColumnChoice(storage: KeyValueStore | null, key: string, choice: ColumnChoice): void {
  if (!storage) return;
  try {
    if (Object.keys(choice).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(choice));
  } catch {
    // Quota exceeded or storage disabled: the choice holds for this visit.
  }
}
