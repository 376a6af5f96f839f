import { createRoute } from "@hono/zod-openapi";
import {
  AccountSchema,
  PreferencesSchema,
  UpdatePreferencesSchema,
  UpdateProfileSchema,
} from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse, z } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middleware/require-user";
import { currentWorkspace } from "../../policy/current-workspace";
import { getAccount } from "../get-account";
import { updatePreferences } from "../update-preferences";
import { updateProfile } from "../update-profile";

const getAccountRoute = createRoute({
  method: "get",
  path: "/account",
  tags: ["Account"],
  summary: "The signed-in user's profile, the active workspace's plan and notification preferences",
  responses: { 200: jsonResponse(AccountSchema, "The account"), ...errorResponses(401) },
});

const updateProfileRoute = createRoute({
  method: "patch",
  path: "/account",
  tags: ["Account"],
  summary: "Change the full name",
  request: jsonBody(UpdateProfileSchema),
  responses: { 200: jsonResponse(AccountSchema, "The updated account"), ...errorResponses(400, 401, 403) },
});

const updatePreferencesRoute = createRoute({
  method: "patch",
  path: "/account/preferences",
  tags: ["Account"],
  summary: "Change notification toggles",
  request: jsonBody(UpdatePreferencesSchema),
  responses: {
    200: jsonResponse(z.object({ preferences: PreferencesSchema }), "The stored preferences"),
    ...errorResponses(400, 401, 403),
  },
});

export const accountRoutes = createRouter();
accountRoutes.use("/account/*", requireUser());

accountRoutes.openapi(getAccountRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await currentWorkspace(c);
  return c.json(await getAccount(db, currentUser(c).id, workspace.plan), 200);
});

accountRoutes.openapi(updateProfileRoute, async (c) => {
  const { db } = c.get("deps");
  const user = currentUser(c);
  await updateProfile(db, user.id, c.req.valid("json").fullName);
  const workspace = await currentWorkspace(c);
  return c.json(await getAccount(db, user.id, workspace.plan), 200);
});

accountRoutes.openapi(updatePreferencesRoute, async (c) => {
  const { db } = c.get("deps");
  const preferences = await updatePreferences(db, currentUser(c).id, c.req.valid("json"));
  return c.json({ preferences }, 200);
});
