import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { createRouter } from "../../lib/openapi";
import { unsubscribePageResponse as page } from "../../mail/unsubscribe-page";
import { type UnsubscribeList, verifyUnsubscribeToken } from "../../mail/unsubscribe-token";
import { unsubscribe, unsubscribeTarget } from "../alerts/unsubscribe";

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid";

const LIST_NAMES: Record<UnsubscribeList, string> = {
  content: "Content Alerts (immediate e-mails about critical changes)",
  ranking: "Ranking Alerts (e-mails when a tracked keyword moves)",
  digest: "Email Notifications (the daily digest and the weekly summary)",
};

const query = z.object({
  token: z.string().optional().openapi({ description: "The signed token from the e-mail's link." }),
});
const html = (description: string) => ({ content: { "text/html": { schema: z.string() } }, description });

const confirmRoute = createRoute({
  method: "get",
  path: "/alerts/unsubscribe",
  tags: ["Account"],
  summary: "Unsubscribe page of an alert e-mail (no sign-in needed)",
  description:
    "The link in every alert and digest e-mail. Shows who and what the link unsubscribes, with a button; it changes nothing itself (mail scanners open links).",
  security: [],
  request: { query },
  responses: { 200: html("The confirm page"), 400: html(INVALID_UNSUBSCRIBE_LINK) },
});

const unsubscribeRoute = createRoute({
  method: "post",
  path: "/alerts/unsubscribe",
  tags: ["Account"],
  summary: "One-click unsubscribe from alert e-mails (RFC 8058, no sign-in needed)",
  description:
    "What mail providers call for `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, and what the confirm page's button sends. The signed token says which user, workspace and list (Content Alerts or the daily digest); that switch is turned off for that user in that workspace only. No session or CSRF token: the token is the authorisation.",
  security: [],
  request: { query },
  responses: { 200: html("Unsubscribed"), 400: html(INVALID_UNSUBSCRIBE_LINK) },
});

export const unsubscribeRoutes = createRouter();

unsubscribeRoutes.openapi(confirmRoute, async (c) => {
  const deps = c.get("deps");
  const { token } = c.req.valid("query");
  const grant = token ? verifyUnsubscribeToken(deps.env.authSecret, token) : null;
  if (!grant) return invalidLink(c);
  const target = await unsubscribeTarget(deps, grant);
  if (!target) return noLongerMember(c);
  const list = LIST_NAMES[grant.list];
  if (!target.subscribed) {
    return page(c, 200, "Already unsubscribed", [
      `${target.email} gets no ${list} for the workspace “${target.workspaceName}”.`,
      "You can turn them back on in RankLens under Settings.",
    ]);
  }
  return page(
    c,
    200,
    "Unsubscribe?",
    [`Stop ${list} to ${target.email} for the workspace “${target.workspaceName}”?`],
    { action: `${c.req.path}?token=${encodeURIComponent(token!)}`, button: "Unsubscribe" },
  );
});

unsubscribeRoutes.openapi(unsubscribeRoute, async (c) => {
  const deps = c.get("deps");
  const { token } = c.req.valid("query");
  const grant = token ? verifyUnsubscribeToken(deps.env.authSecret, token) : null;
  if (!grant) return invalidLink(c);
  const target = await unsubscribe(deps, grant);
  if (!target) return noLongerMember(c);
  return page(c, 200, "You are unsubscribed", [
    `${target.email} will get no more ${LIST_NAMES[grant.list]} for the workspace “${target.workspaceName}”.`,
    "You can turn them back on in RankLens under Settings.",
  ]);
});

function invalidLink(c: Context<AppEnv>) {
  return page(c, 400, INVALID_UNSUBSCRIBE_LINK, [
    "It may have been cut off or changed. Open the link from the e-mail again, or change your notification settings in RankLens under Settings.",
  ]);
}

function noLongerMember(c: Context<AppEnv>) {
  return page(c, 200, "Nothing to unsubscribe", [
    "You are no longer a member of that workspace, so its alerts no longer reach you.",
  ]);
}
