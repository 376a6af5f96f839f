import { type RawBuilder, sql } from "kysely";

/** `%`, `_` and the escape itself match literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether a text column holds `text` (anywhere, or at its start), in any case and literally: the
 * one LIKE the search box and the segments' text conditions use, the same on SQLite and
 * PostgreSQL. A missing value is an empty text.
 */
export function likeText(
  column: RawBuilder<unknown>,
  text: string,
  where: "anywhere" | "start",
): RawBuilder<boolean> {
  const pattern = `${where === "anywhere" ? "%" : ""}${escapeLike(text.toLowerCase())}%`;
  return sql<boolean>`lower(coalesce(${column}, '')) LIKE ${pattern} ESCAPE '\\'`;
}
