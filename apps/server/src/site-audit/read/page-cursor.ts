import { AppError } from "../../errors";

/**
 * Where a page of a keyset-paginated list ended: the last row's sort value and id. Opaque to
 * clients (base64url of JSON); a cursor from another sort is refused rather than misread.
 */
export interface PageCursor {
  sort: string;
  value: string | number;
  id: number;
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString("base64url");
}

export function decodeCursor(text: string, sort: string): PageCursor {
  try {
    const [s, value, id] = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown[];
    if (s === sort && (typeof value === "string" || typeof value === "number") && Number.isInteger(id)) {
      return { sort, value, id: id as number };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError("INVALID_REQUEST", "This cursor is not from this list; start again without it", {
    details: { field: "cursor" },
  });
}
