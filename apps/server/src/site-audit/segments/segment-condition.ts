import type { Kysely, RawBuilder } from "kysely";
import type { Database } from "../../db/schema";
import { segmentOfQuery } from "./segment-of-query";
import { segmentPredicate } from "./segment-predicate";

/**
 * The SQL condition of the segment a read of a crawl asks for (`?segment=` or `?where=`), over its
 * `p` and `u` rows; undefined when it asks for none. The caller found the crawl in its workspace.
 */
export async function segmentCondition(
  db: Kysely<Database>,
  crawl: { id: string; state: string; site_id: string },
  query: { segment?: string | undefined; where?: string | undefined },
): Promise<RawBuilder<boolean> | undefined> {
  const definition = await segmentOfQuery(db, crawl, query);
  return definition ? segmentPredicate(db, crawl, definition) : undefined;
}
