import { randomUUID } from "node:crypto";
import { CrawlSettingsSchema, type CreateSite, type PlanId, type Site } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Actor } from "../../workspaces/actor";
import { lockWorkspace } from "../../workspaces/lock-workspace";
import { checkVerifiedPowers } from "../ownership/verified-powers";
import { checkExtraction } from "./check-extraction";
import { checkPatterns } from "./check-patterns";
import { normalizeStartUrl } from "./normalize-start-url";
import { siteLimit } from "./site-errors";
import { siteFromRow } from "./site-row";

export interface CreateSiteInput extends CreateSite {
  plan: PlanId;
  /** Sites the plan allows (planLimits). */
  siteLimit: number;
  now: Date;
  /** CRAWL_UNVERIFIED_MAX_RATE: a new site is not verified yet. */
  unverifiedMaxRate: number;
}

/**
 * Adds a site to the workspace, within the plan's number of sites: the count and the insert
 * run under the workspace's row lock, so two requests at once cannot both take the last one.
 */
export async function createSite(db: Kysely<Database>, actor: Actor, input: CreateSiteInput): Promise<Site> {
  const startUrl = normalizeStartUrl(input.startUrl);
  const settings = checkExtraction(checkPatterns(CrawlSettingsSchema.parse(input.settings ?? {})));
  checkVerifiedPowers(settings, false, input.unverifiedMaxRate);
  const now = input.now.toISOString();
  const row = {
    id: randomUUID(),
    workspace_id: actor.workspaceId,
    name: input.name ?? new URL(startUrl).host,
    start_url: startUrl,
    settings: JSON.stringify(settings),
    created_by: actor.userId,
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, actor.workspaceId);
    const { n } = await trx
      .selectFrom("sites")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("workspace_id", "=", actor.workspaceId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= input.siteLimit) throw siteLimit(input.plan, input.siteLimit);
    await trx.insertInto("sites").values(row).execute();
  });
  return siteFromRow(row);
}
