import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { sitesByStartUrl } from "../../site-audit";

/**
 * The site audit each project watches: the one its recrawls use (projects.site_id), else the
 * workspace's site for the project's URL, so a project on a site that was already audited shows
 * that site's crawls and health from the start. Null when the workspace has no such site.
 */
export async function projectSites(
  db: Kysely<Database>,
  projects: readonly { id: string; workspace_id: string; site_id: string | null; site_url: string }[],
): Promise<Map<string, string | null>> {
  const sites = new Map<string, string | null>();
  const unlinked = projects.filter((project) => project.site_id === null);
  for (const workspaceId of new Set(unlinked.map((project) => project.workspace_id))) {
    const own = unlinked.filter((project) => project.workspace_id === workspaceId);
    const byUrl = await sitesByStartUrl(
      db,
      workspaceId,
      own.map((project) => project.site_url),
    );
    for (const project of own) sites.set(project.id, byUrl.get(project.site_url) ?? null);
  }
  for (const project of projects) if (project.site_id !== null) sites.set(project.id, project.site_id);
  return sites;
}
