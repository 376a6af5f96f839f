import { textCoverage } from "@ranklens/engine";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Whether a text holds a keyword (engine `textCoverage`, the text scanned once). */
type TextHolds = (keyword: string) => boolean;

/** The coverage of the main texts stored under `hashes` (page_texts), by hash; a hash without a text is left out. */
export type OwnTextsAtCheck = (hashes: readonly string[]) => Promise<Map<string, TextHolds>>;

/** The main texts stored under `hashes`, in one query. */
async function readPageTexts(db: Kysely<Database>, hashes: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("page_texts")
    .select(["hash", "text"])
    .where("hash", "in", hashes)
    .execute();
  return new Map(rows.map((row) => [row.hash, row.text]));
}

/**
 * The own pages' main texts, check after check (oldest first): each check's texts read in one
 * query, those the previous check already had reused rather than read and scanned again (a page's
 * text mostly stays the same from one check to the next). Only one check's texts are held at a
 * time, however many checks the period has.
 */
export function ownTextsByCheck(db: Kysely<Database>): OwnTextsAtCheck {
  let previous = new Map<string, TextHolds>();
  return async (hashes) => {
    const unread = hashes.filter((hash) => !previous.has(hash));
    const texts = unread.length === 0 ? new Map<string, string>() : await readPageTexts(db, unread);
    const current = new Map<string, TextHolds>();
    for (const hash of hashes) {
      const text = texts.get(hash);
      const holds = previous.get(hash) ?? (text === undefined ? undefined : textCoverage(text));
      if (holds) current.set(hash, holds);
    }
    previous = current;
    return current;
  };
}
