import type { AppDeps } from "../../app-env";
import { runSiteChecks } from "../site-checks/run-site-checks";
import type { CrawlRunDeps } from "./crawl-run";

/** What a crawl needs from the app: its database and clock, the public URL (user agent) and the fetch policy. */
export function crawlRunDeps(deps: AppDeps): CrawlRunDeps {
  return {
    db: deps.db,
    dialect: deps.dialect,
    now: deps.now,
    publicUrl: deps.env.publicUrl,
    fetch: deps.fetchPolicy,
    secrets: deps.secrets,
    renderer: deps.renderer,
    analysis: deps.analysis,
    ...(deps.env.rendering.available ? {} : { renderingUnavailable: deps.env.rendering.reason }),
    computeIssues: async (crawlId) => {
      await runSiteChecks(deps.db, crawlId, { now: deps.now });
    },
  };
}
