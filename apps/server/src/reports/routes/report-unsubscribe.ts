import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { createRouter } from "../../lib/openapi";
import { unsubscribePageResponse as page } from "../../mail/unsubscribe-page";
import { readRecipientUnsubscribe, unsubscribeRecipient } from "../delivery/unsubscribe-recipient";

export const INVALID_REPORT_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid";

const query = z.object({
  token: z
    .string()
    .max(2_000)
    .optional()
    .openapi({ description: "The signed token from the report e-mail's link." }),
});
const html = (description: string) => ({ content: { "text/html": { schema: z.string() } }, description });

const confirmRoute = createRoute({
  method: "get",
  path: "/reports/unsubscribe",
  tags: ["Reports"],
  summary: "Unsubscribe page of a scheduled report e-mail (no account needed)",
  description:
    "The link in every scheduled report e-mail. Shows which address and report the link is for, with a button; it changes nothing itself (mail scanners open links).",
  security: [],
  request: { query },
  responses: { 200: html("The confirm page"), 400: html(INVALID_REPORT_UNSUBSCRIBE_LINK) },
});

const unsubscribeRoute = createRoute({
  method: "post",
  path: "/reports/unsubscribe",
  tags: ["Reports"],
  summary: "One-click unsubscribe of one recipient from one scheduled report (RFC 8058, no account needed)",
  description:
    "What mail providers call for `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, and what the confirm page's button sends. The signed token names the report and the address; that address gets the report no more, even if it is added again. No session or CSRF token: the token is the authorisation.",
  security: [],
  request: { query },
  responses: { 200: html("Unsubscribed"), 400: html(INVALID_REPORT_UNSUBSCRIBE_LINK) },
});

/** Recipients of scheduled reports are often not RankLens users: these pages need no account. */
export const reportUnsubscribeRoutes = createRouter();

reportUnsubscribeRoutes.openapi(confirmRoute, async (c) => {
  const { token } = c.req.valid("query");
  const found = token ? await readRecipientUnsubscribe(c.get("deps"), token) : null;
  if (!found) return invalidLink(c);
  return page(
    c,
    200,
    "Unsubscribe?",
    [`Stop sending the report “${found.reportName}” to ${found.recipient}?`],
    { action: `${c.req.path}?token=${encodeURIComponent(token!)}`, button: "Unsubscribe" },
  );
});

reportUnsubscribeRoutes.openapi(unsubscribeRoute, async (c) => {
  const { token } = c.req.valid("query");
  const found = token ? await unsubscribeRecipient(c.get("deps"), token) : null;
  if (!found) return invalidLink(c);
  return page(c, 200, "You are unsubscribed", [
    `${found.recipient} will get the report “${found.reportName}” no more.`,
    "Whoever sends it sees that you unsubscribed; ask them if you want it again.",
  ]);
});

function invalidLink(c: Context<AppEnv>) {
  return page(c, 400, INVALID_REPORT_UNSUBSCRIBE_LINK, [
    "It may have been cut off or changed, or the report was deleted. Open the link from the e-mail again.",
  ]);
}
