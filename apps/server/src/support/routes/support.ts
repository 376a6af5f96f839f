import { createRoute } from "@hono/zod-openapi";
import {
  CreateSupportRequestSchema,
  isPrioritySupport,
  PLANS,
  SupportOverviewSchema,
  SupportReceiptSchema,
} from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { consumeRateLimit, type RateLimitRule } from "../../rate-limit/consume-rate-limit";
import { listOwnSupportRequests } from "../list-own-support-requests";
import { submitSupportRequest } from "../submit-support-request";

/** Support requests per user: enough for a problem and its follow-ups, too few to flood the support inbox. */
export const SUPPORT_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 3600 };

/** A person writes to support, not a script: the session cookie only (the OpenAPI document says so). */
const sessionOnly = [{ sessionCookie: [] }];

const sendSupportRoute = createRoute({
  method: "post",
  path: "/support",
  tags: ["Support"],
  summary: "Send a support request from the active workspace (signed in)",
  description:
    "Stores the request with the active workspace (name, id, plan), the sender (name, e-mail) and their role, " +
    'and mails it to SUPPORT_EMAIL with Reply-To the sender. A workspace whose plan has priority support (Pro) gets priority: true and a subject starting with "[Priority] ". ' +
    "Priority follows the workspace's stored plan, also when BILLING=off. Limited to 5 requests per hour per user. API keys are refused (403).",
  security: sessionOnly,
  request: jsonBody(CreateSupportRequestSchema),
  responses: {
    201: jsonResponse(SupportReceiptSchema, "The request was received"),
    ...errorResponses(400, 401, 403, 413, 429),
  },
});

const supportOverviewRoute = createRoute({
  method: "get",
  path: "/support",
  tags: ["Support"],
  summary: "What a support request sent now would get, and the caller's own requests",
  description:
    "The active workspace's plan, whether its requests are priority and the plan's first-reply target; " +
    "then the requests the signed-in user sent (from any workspace), newest first, at most 20.",
  security: sessionOnly,
  responses: {
    200: jsonResponse(
      SupportOverviewSchema,
      "The active workspace's support level and the caller's requests",
    ),
    ...errorResponses(401, 403),
  },
});

export const supportRoutes = createRouter();
supportRoutes.use("/support", requireUser({ sessionOnly: true }));

supportRoutes.openapi(supportOverviewRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "support.contact");
  return c.json(
    {
      workspace: {
        name: workspace.name,
        plan: workspace.plan,
        priority: isPrioritySupport(workspace.plan),
        responseTarget: PLANS[workspace.plan].supportResponseTarget,
      },
      items: await listOwnSupportRequests(db, currentUser(c).id),
    },
    200,
  );
});

supportRoutes.openapi(sendSupportRoute, async (c) => {
  const deps = c.get("deps");
  const workspace = await authorize(c, "support.contact");
  const user = currentUser(c);
  // Validation ran first, so a malformed request does not use up the allowance.
  await consumeRateLimit(deps.db, `support:${user.id}`, SUPPORT_RATE_LIMIT);
  const receipt = await submitSupportRequest(deps, { workspace, user }, c.req.valid("json"));
  return c.json(receipt, 201);
});
