import { createRoute } from "@hono/zod-openapi";
import { AlertSettingsSchema, UpdateAlertSettingsSchema } from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorizeActor } from "../../policy/authorize";
import { alertSettingsFor } from "../alerts/alert-settings-for";
import { updateAlertSettings } from "../alerts/update-alert-settings";

const TAGS = ["Monitoring"];

const getSettingsRoute = createRoute({
  method: "get",
  path: "/alerts/settings",
  tags: TAGS,
  summary: "Your alert switches in the current workspace",
  description:
    "Email Notifications (a daily digest of warnings and infos), Content Alerts (an immediate e-mail per critical " +
    "change on a project's own pages) and Ranking Alerts. Until you change them here, your account's notification preferences.",
  responses: { 200: jsonResponse(AlertSettingsSchema, "Your switches"), ...errorResponses(401, 403) },
});

const putSettingsRoute = createRoute({
  method: "put",
  path: "/alerts/settings",
  tags: TAGS,
  summary: "Change your alert switches in the current workspace",
  description: "The switches sent replace yours; the others keep their value.",
  request: jsonBody(UpdateAlertSettingsSchema),
  responses: {
    200: jsonResponse(AlertSettingsSchema, "Your switches as changed"),
    ...errorResponses(400, 401, 403),
  },
});

export const alertSettingsRoutes = createRouter();
alertSettingsRoutes.use("/alerts/settings", requireUser());

// Each member's own switches: every role may read and change theirs.
alertSettingsRoutes.openapi(getSettingsRoute, async (c) => {
  const actor = await authorizeActor(c, "project.view");
  return c.json(await alertSettingsFor(c.get("deps").db, actor.userId, actor.workspaceId), 200);
});

alertSettingsRoutes.openapi(putSettingsRoute, async (c) => {
  const { db, now } = c.get("deps");
  const body = c.req.valid("json");
  const actor = await authorizeActor(c, "project.view");
  return c.json(await updateAlertSettings(db, actor, body, now()), 200);
});
