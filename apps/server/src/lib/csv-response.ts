import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { CSV_CONTENT_TYPE, type CsvValue, csvStream } from "./csv";
import { jsonResponse, z } from "./openapi";

/** Whether the client asked for CSV (`Accept: text/csv`) rather than JSON. */
export function wantsCsv(c: Context<AppEnv>): boolean {
  return /(^|[\s,])text\/csv\b/i.test(c.req.header("accept") ?? "");
}

/** A list's 200: JSON by default, CSV of every row (not one page) on `Accept: text/csv`. */
export function listResponse<T extends z.ZodType>(schema: T, description: string) {
  const json = jsonResponse(schema, description);
  return {
    ...json,
    content: { ...json.content, "text/csv": { schema: z.string() } },
    description: `${description}. With \`Accept: text/csv\`: every row as CSV (RFC 4180, UTF-8 with BOM, formula-like cells prefixed with ').`,
  };
}

/** The 200 of a `.csv` route. */
export function csvOnlyResponse(description: string) {
  return {
    content: { "text/csv": { schema: z.string() } },
    description: `${description} (RFC 4180, UTF-8 with BOM, formula-like cells prefixed with ')`,
  };
}

/**
 * Streams `rows` as a CSV download named `filename` (ASCII: ids and fixed words only). Rows are
 * pulled as the client reads, batch by batch.
 */
export function csvAttachment(
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<readonly (readonly CsvValue[])[]>,
): Response {
  return new Response(csvStream(header, rows), {
    status: 200,
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}
