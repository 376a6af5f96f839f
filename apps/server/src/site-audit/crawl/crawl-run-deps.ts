import type { AppDeps } from "../../app-env";
import { runSiteChecks } from "../site-checks/run-site-checks";
import type { CrawlRunDeps } from "./run-crawl";

/** What a crawl needs from the app: its database and clock, the public URL (user agent) and the fetch policy. */
export function crawlRunDeps(deps: AppDeps): CrawlRunDeps {
  return {
    db: deps.db,
    dialect: deps.dialect,
    now: deps.now,
    publicUrl: deps.env.publicUrl,
    // The address policy always comes from env; tests may only swap the resolver and watch the dials.
    fetch: {
      allowPrivateNetworks: deps.env.ALLOW_PRIVATE_NETWORKS,
      ...(deps.gather?.lookup ? { lookup: deps.gather.lookup } : {}),
      ...(deps.gather?.onDial ? { onDial: deps.gather.onDial } : {}),
    },
    computeIssues: async (crawlId) => {
      await runSiteChecks(deps.db, crawlId, { now: deps.now });
    },
  };
}
