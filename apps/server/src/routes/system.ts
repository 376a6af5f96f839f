import { createRoute } from "@hono/zod-openapi";
import { type SystemInfo, SystemInfoSchema } from "@ranklens/shared";
import { isServerAdministrator } from "../account/is-server-administrator";
import type { Env } from "../env";
import { createRouter, errorResponses, jsonResponse } from "../lib/openapi";
import type { Mailer } from "../mail/mailer";
import { currentUser, requireUser } from "../middleware/require-user";
import { APP_VERSION } from "../version";

/** Shows the key's last four characters only, so an admin can tell which key is in use. */
export function maskSecret(secret: string | undefined): string | null {
  if (!secret) return null;
  const tail = secret.length > 8 ? secret.slice(-4) : "";
  return `${"•".repeat(8)}${tail}`;
}

export function systemInfo(env: Env, mailer: Mailer, administrator: boolean): SystemInfo {
  const aiConfigured = Boolean(env.AI_BASE_URL);
  const stripe = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID);
  return {
    ai: {
      provider: aiConfigured ? "openai-compatible" : "built-in",
      model: aiConfigured ? env.AI_MODEL : null,
      baseUrlHost: env.AI_BASE_URL ? new URL(env.AI_BASE_URL).host : null,
      maskedKey: aiConfigured ? maskSecret(env.AI_API_KEY) : null,
    },
    billing: {
      enabled: env.BILLING === "on",
      checkout: stripe ? "stripe" : env.PAYMENT_LINK_URL ? "payment-link" : "none",
      paymentLinkUrl: env.PAYMENT_LINK_URL ?? null,
    },
    mail: { transport: mailer.transport },
    crawl: {
      unverifiedMaxRate: env.CRAWL_UNVERIFIED_MAX_RATE,
      rendering: env.rendering.available
        ? { available: true, reason: null }
        : { available: false, reason: env.rendering.reason },
    },
    version: APP_VERSION,
    administrator,
  };
}

const systemRoute = createRoute({
  method: "get",
  path: "/system",
  tags: ["System"],
  summary: "How this server is set up: AI provider (masked key), billing, mail; whether you administer it",
  responses: { 200: jsonResponse(SystemInfoSchema, "Server capabilities"), ...errorResponses(401) },
});

export const systemRoutes = createRouter();
systemRoutes.use("/system", requireUser());
systemRoutes.openapi(systemRoute, async (c) => {
  const { env, mailer, db } = c.get("deps");
  const administrator = await isServerAdministrator(db, currentUser(c).id);
  return c.json(systemInfo(env, mailer, administrator), 200);
});
