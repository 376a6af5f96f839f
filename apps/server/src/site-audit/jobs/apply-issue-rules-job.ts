import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/schema";
import { defineJob } from "../../jobs/job-definition";
import { reapplyIssueRules } from "../site-checks/run-site-checks";

/** The job's name and payload: what adding or deleting a site's issue rule enqueues. */
export const applyIssueRulesJobKind = {
  name: "apply-issue-rules",
  payload: z.object({ siteId: z.string().min(1) }),
};

/**
 * Re-reads every crawl of a site whose issues are computed with the site's rules as they are now
 * (which rows are ignored, the severities, the health score), so Compare and every export agree
 * with the issue list. In the background: a pattern is matched against each affected URL of each
 * crawl, which on a large site is not for a request's time. A crawl still running picks the rules
 * up at its next refresh as well.
 */
export const applyIssueRulesJob = defineJob({
  ...applyIssueRulesJobKind,
  deps: (app: AppDeps): { db: Kysely<Database> } => ({ db: app.db }),
  options: { concurrency: 1 },
  async handler({ db }, { payload }) {
    const crawls = await db
      .selectFrom("crawls")
      .select("id")
      .where("site_id", "=", payload.siteId)
      .where("issues_computed_at", "is not", null)
      .orderBy("created_at", "desc")
      .execute();
    for (const crawl of crawls) await reapplyIssueRules(db, crawl.id);
  },
});
