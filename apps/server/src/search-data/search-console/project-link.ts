import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { propertyCovers, propertySpecificity } from "./property-coverage";

/** The property a project reads, with its import's progress; undefined when none is linked. */
export function projectLink(db: Kysely<Database>, projectId: string) {
  return db
    .selectFrom("search_console_links")
    .selectAll()
    .where("project_id", "=", projectId)
    .executeTakeFirst();
}

/** The Search Console property linked to a project, or null. */
export async function searchConsolePropertyOfProject(
  db: Kysely<Database>,
  projectId: string,
): Promise<{ workspaceId: string; property: string } | null> {
  const link = await projectLink(db, projectId);
  return link ? { workspaceId: link.workspace_id, property: link.property } : null;
}

/**
 * The workspace's linked property that holds a URL's data (a site audit's start URL), the closest
 * fitting when several do; null when none is linked for it.
 */
export async function searchConsolePropertyCovering(
  db: Kysely<Database>,
  workspaceId: string,
  url: string,
): Promise<string | null> {
  const rows = await db
    .selectFrom("search_console_links")
    .select("property")
    .distinct()
    .where("workspace_id", "=", workspaceId)
    .execute();
  const covering = rows.map((r) => r.property).filter((p) => propertyCovers(p, url));
  covering.sort((a, b) => propertySpecificity(b) - propertySpecificity(a));
  return covering[0] ?? null;
}

export async function saveProjectLink(
  db: Kysely<Database>,
  link: { projectId: string; workspaceId: string; property: string; userId: string | null },
  now: Date,
): Promise<void> {
  const existing = await projectLink(db, link.projectId);
  if (existing) {
    // Another property starts its own import from scratch.
    if (existing.property !== link.property)
      await db
        .updateTable("search_console_links")
        .set({
          property: link.property,
          linked_by: link.userId,
          linked_at: now.toISOString(),
          imported_through: null,
          last_import_at: null,
          last_import_error: null,
        })
        .where("project_id", "=", link.projectId)
        .execute();
    return;
  }
  await db
    .insertInto("search_console_links")
    .values({
      project_id: link.projectId,
      workspace_id: link.workspaceId,
      property: link.property,
      linked_by: link.userId,
      linked_at: now.toISOString(),
      imported_through: null,
      last_import_at: null,
      last_import_error: null,
    })
    .execute();
}

export async function deleteProjectLink(db: Kysely<Database>, projectId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("search_console_links")
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
