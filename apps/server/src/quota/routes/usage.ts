import { createRoute } from "@hono/zod-openapi";
import { UsageSchema } from "@ranklens/shared";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { getUsage } from "../get-usage";

const usageRoute = createRoute({
  method: "get",
  path: "/usage",
  tags: ["Plans and billing"],
  summary: "Plan, and the analyses and crawls used this calendar month (UTC)",
  description:
    "`limit` (analyses) and `crawls.limit` are null when unlimited (Pro, or billing turned off on this server).",
  responses: { 200: jsonResponse(UsageSchema, "Usage this month"), ...errorResponses(401) },
});

export const usageRoutes = createRouter();
usageRoutes.use("/usage", requireUser());
usageRoutes.openapi(usageRoute, async (c) => {
  const { db, billingEnabled } = c.get("deps");
  const workspace = await authorize(c, "usage.read");
  const usage = await getUsage(db, {
    workspaceId: workspace.id,
    plan: workspace.plan,
    billingEnabled: billingEnabled,
    now: new Date(),
  });
  return c.json(usage, 200);
});
