import type { Kysely } from "kysely";

/**
 * The content library: items with a version counter for optimistic locking,
 * and one revision per save so any change can be undone. Revisions go with
 * their item (ON DELETE CASCADE); both go with their owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_items")
    // Client-generated and globally unique, so the id alone is the key.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("type", "text", (c) => c.notNull().defaultTo("seo"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("meta_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("focus_keyphrase", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("target_keywords", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The library list: one owner's items, newest updated first; id breaks ties so paging is stable.
  await db.schema
    .createIndex("content_items_owner_updated")
    .on("content_items")
    .columns(["owner_id", "updated_at", "id"])
    .execute();

  await db.schema
    .createTable("content_revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("content_id", "text", (c) => c.notNull().references("content_items.id").onDelete("cascade"))
    .addColumn("owner_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("meta_description", "text", (c) => c.notNull())
    .addColumn("focus_keyphrase", "text", (c) => c.notNull())
    .addColumn("target_keywords", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // One revision per version of an item; also serves the history list (newest version first).
  await db.schema
    .createIndex("content_revisions_content_version")
    .on("content_revisions")
    .columns(["content_id", "version"])
    .unique()
    .execute();
}
