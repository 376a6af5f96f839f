import { createRoute } from "@hono/zod-openapi";
import { SiteOwnershipSchema, VERIFICATION_META_NAME } from "@ranklens/shared";
import { withFetchSlots } from "../../fetch-limits/with-fetch-slots";
import { createRouter, errorResponses, jsonResponse, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize, authorizeActor } from "../../policy/authorize";
import { consumeRateLimit } from "../../rate-limit/consume-rate-limit";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { findSite } from "../manage/find-site";
import { ownershipRow, ownershipView } from "../ownership/ownership-store";
import { verifyOwnership } from "../ownership/verify-ownership";

const SiteParam = z.object({ id: z.string().min(1).max(64) });
/** Ownership checks of one site, whoever asks: enough to fix a typo a few times, not to hammer the site. */
const OWNERSHIP_CHECKS = { limit: 10, windowSeconds: 3600 };
const TAGS = ["Site audits"];

const getOwnershipRoute = createRoute({
  method: "get",
  path: "/sites/{id}/ownership",
  tags: TAGS,
  summary: "Where the site's verification token goes, and whether the site is verified",
  description:
    "A verified site may ignore robots.txt for its own crawls and be crawled faster than the server's default cap " +
    "(`unverifiedMaxRatePerSecond`); nobody may do either for a site that is not verified.",
  request: { params: SiteParam },
  responses: {
    200: jsonResponse(SiteOwnershipSchema, "The site's verification"),
    ...errorResponses(401, 403, 404),
  },
});

const verifyRoute = createRoute({
  method: "post",
  path: "/sites/{id}/ownership/verify",
  tags: TAGS,
  summary: "Look for the token on the site now",
  description:
    "Fetches `fileUrl` (it must hold `fileContent`), then the start URL (a `" +
    VERIFICATION_META_NAME +
    "` meta tag with the token), each answered by the start URL's own host. 200 with the outcome either way: " +
    "`verified`, or `lastFailure` saying what each request answered. A failure withdraws an earlier verification. " +
    `At most ${OWNERSHIP_CHECKS.limit} checks of a site an hour (429 RATE_LIMITED with Retry-After).`,
  request: { params: SiteParam },
  responses: { 200: jsonResponse(SiteOwnershipSchema, "The outcome"), ...errorResponses(401, 403, 404, 429) },
});

export const siteOwnershipRoutes = createRouter();
siteOwnershipRoutes.use("/sites/*", requireUser());

siteOwnershipRoutes.openapi(getOwnershipRoute, async (c) => {
  const { db, env } = c.get("deps");
  const workspace = await authorize(c, "site.view");
  const site = await findSite(db, workspace.id, c.req.valid("param").id);
  return c.json(ownershipView(site, await ownershipRow(db, site.id), env.CRAWL_UNVERIFIED_MAX_RATE), 200);
});

siteOwnershipRoutes.openapi(verifyRoute, async (c) => {
  const { db, env, fetchPolicy, now, secrets, fetchSlots } = c.get("deps");
  const actor = await authorizeActor(c, "site.manage");
  const site = await findSite(db, actor.workspaceId, c.req.valid("param").id);
  // Each check sends up to two requests to the site: bounded per site, and in the user's fetch slots.
  await consumeRateLimit(db, `ownership-check:${site.id}`, OWNERSHIP_CHECKS);
  const ownership = await withFetchSlots(fetchSlots, actor.userId, 1, () =>
    verifyOwnership(
      {
        db,
        secrets,
        fetch: fetchPolicy,
        publicUrl: env.publicUrl,
        now,
        unverifiedMaxRate: env.CRAWL_UNVERIFIED_MAX_RATE,
      },
      site,
    ),
  );
  await logMemberActivity(c, actor.workspaceId, {
    type: "site_ownership.checked",
    did: ownership.verified
      ? `verified the ownership of “${site.name}” (${ownership.host}, by ${ownership.method === "file" ? "file" : "meta tag"})`
      : `tried to verify the ownership of “${site.name}” (${ownership.host}): not found`,
  });
  return c.json(ownership, 200);
});
