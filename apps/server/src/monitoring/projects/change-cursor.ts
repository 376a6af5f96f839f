import { AppError } from "../../errors";

/**
 * Where a page of the changes list ended: the last change's detection time and id (newest
 * first). Opaque to clients (base64url of JSON), like the crawl lists' cursors.
 */
export interface ChangeCursor {
  detectedAt: string;
  id: string;
}

export function encodeChangeCursor(cursor: ChangeCursor): string {
  return Buffer.from(JSON.stringify(["changes", cursor.detectedAt, cursor.id])).toString("base64url");
}

export function decodeChangeCursor(text: string): ChangeCursor {
  try {
    const [list, detectedAt, id] = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown[];
    if (list === "changes" && typeof detectedAt === "string" && typeof id === "string")
      return { detectedAt, id };
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError("INVALID_REQUEST", "This cursor is not from this list; start again without it", {
    details: { field: "cursor" },
  });
}
