import type { Kysely } from "kysely";

/**
 * A keyword's SERP-based intent as the provider judged it (DataForSEO Labs' search_intent,
 * issue 30), kept with its other numbers so it is read and paid for once a month too: the label
 * (informational, navigational, commercial, transactional) and its probability, both null when
 * the provider gave none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("keyword_metrics").addColumn("intent_label", "text").execute();
  await db.schema.alterTable("keyword_metrics").addColumn("intent_probability", "real").execute();
}
