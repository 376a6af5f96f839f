import type { Kysely, Selectable } from "kysely";
import type { Database, PageObservationsTable } from "../../db/schema";

type Latest = Selectable<PageObservationsTable>;

/**
 * Whether the condition a critical change reported still holds in the page's newest
 * observation. A change that reports an event rather than a condition (a title rewritten, raised
 * to critical by a rule) stays open until the page is observed again.
 */
const STILL_HOLDS: Record<string, (latest: Latest, change: { after: string | null }) => boolean> = {
  http_error: (o) => o.status !== null && o.status >= 400,
  unreachable: (o) => o.status === null && o.error_code !== null,
  noindex_added: (o) => o.noindex === 1,
  robots_blocked: (o) => o.robots_allowed === 0,
  canonical_changed: (o, change) => o.canonical === change.after,
  title_removed: (o) => !o.title,
};

/**
 * Open critical changes on the projects' own pages, per project: not yet resolved by a later
 * observation of the page (see STILL_HOLDS). The newest observation of a page is its highest id
 * (observations are inserted as runs make them).
 */
export async function countOpenCritical(
  db: Kysely<Database>,
  projectIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (projectIds.length === 0) return counts;
  const changes = await db
    .selectFrom("project_changes")
    .select(["project_id", "page_id", "observation_id", "type", "after"])
    .where("project_id", "in", projectIds)
    .where("severity", "=", "critical")
    .where("competitor_id", "is", null)
    .where("page_id", "is not", null)
    .execute();
  if (changes.length === 0) return counts;
  const pageIds = [...new Set(changes.map((c) => Number(c.page_id)))];
  const latest = await db
    .selectFrom("page_observations")
    .selectAll()
    .where("id", "in", (eb) =>
      eb
        .selectFrom("page_observations")
        .select((e) => e.fn.max("id").as("id"))
        .where("page_id", "in", pageIds)
        .groupBy("page_id"),
    )
    .execute();
  const latestByPage = new Map(latest.map((o) => [Number(o.page_id), o]));
  for (const change of changes) {
    const newest = latestByPage.get(Number(change.page_id));
    const isNewest = newest !== undefined && Number(newest.id) === Number(change.observation_id);
    const holds = newest !== undefined && (STILL_HOLDS[change.type]?.(newest, change) ?? false);
    if (isNewest || holds) counts.set(change.project_id, (counts.get(change.project_id) ?? 0) + 1);
  }
  return counts;
}
