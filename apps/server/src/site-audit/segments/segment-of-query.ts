import { type SegmentDefinition, SegmentDefinitionSchema } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { checkSegment } from "./check-segment";
import { segmentOfSite } from "./segment-store";

/**
 * The segment a read of a crawl the caller found in its workspace asks for: a saved one of the
 * crawl's site (`segment`, its id), or
 * conditions sent as JSON (`where`), checked as a saved one would be; null when neither.
 */
export async function segmentOfQuery(
  db: Kysely<Database>,
  crawl: { site_id: string },
  query: { segment?: string | undefined; where?: string | undefined },
): Promise<SegmentDefinition | null> {
  if (query.segment !== undefined) {
    // The caller found the crawl in the workspace: its site is the workspace's too.
    const saved = await segmentOfSite(db, crawl.site_id, query.segment);
    return { match: saved.match, conditions: saved.conditions };
  }
  if (query.where === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(query.where);
  } catch {
    throw new AppError("INVALID_REQUEST", "Conditions must be JSON: {match, conditions}", {
      details: { field: "where" },
    });
  }
  const parsed = SegmentDefinitionSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError("INVALID_REQUEST", issue.message, {
      details: { field: ["where", ...issue.path].join(".") },
    });
  }
  checkSegment(parsed.data, "where.");
  return parsed.data;
}
