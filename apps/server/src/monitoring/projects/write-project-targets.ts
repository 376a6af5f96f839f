import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { ResolvedCompetitor, ResolvedPage } from "./resolve-project-urls";

/**
 * Makes a project's competitors and tracked pages exactly `competitors` and `pages` (inside the
 * caller's transaction). Rows that stay keep their ids, so a page's history and a competitor's
 * sitemap record survive an edit; rows that go take theirs with them (foreign keys cascade).
 */
export async function writeProjectTargets(
  trx: Kysely<Database>,
  projectId: string,
  competitors: readonly ResolvedCompetitor[],
  pages: readonly ResolvedPage[],
  now: string,
): Promise<void> {
  const existing = await trx
    .selectFrom("project_competitors")
    .select(["id", "host"])
    .where("project_id", "=", projectId)
    .execute();
  const wanted = new Set(competitors.map((c) => c.host));
  const gone = existing.filter((c) => !wanted.has(c.host)).map((c) => c.id);
  if (gone.length > 0) await trx.deleteFrom("project_competitors").where("id", "in", gone).execute();
  const idByHost = new Map(existing.filter((c) => wanted.has(c.host)).map((c) => [c.host, c.id]));
  for (const competitor of competitors) {
    const id = idByHost.get(competitor.host);
    if (id) {
      await trx
        .updateTable("project_competitors")
        .set({ url: competitor.url })
        .where("id", "=", id)
        .execute();
      continue;
    }
    const row = {
      id: randomUUID(),
      project_id: projectId,
      url: competitor.url,
      host: competitor.host,
      created_at: now,
    };
    await trx.insertInto("project_competitors").values(row).execute();
    idByHost.set(competitor.host, row.id);
  }

  const current = await trx
    .selectFrom("project_pages")
    .select(["id", "url", "competitor_id"])
    .where("project_id", "=", projectId)
    .execute();
  const owner = (page: ResolvedPage) => (page.competitorHost ? idByHost.get(page.competitorHost)! : null);
  const keep = new Map(pages.map((p) => [p.url, owner(p)]));
  const stale = current
    .filter((p) => !keep.has(p.url) || keep.get(p.url) !== p.competitor_id)
    .map((p) => Number(p.id));
  if (stale.length > 0) await trx.deleteFrom("project_pages").where("id", "in", stale).execute();
  const kept = new Set(current.filter((p) => !stale.includes(Number(p.id))).map((p) => p.url));
  const added = pages
    .filter((p) => !kept.has(p.url))
    .map((p) => ({ project_id: projectId, competitor_id: owner(p), url: p.url, created_at: now }));
  if (added.length > 0) await trx.insertInto("project_pages").values(added).execute();
}
