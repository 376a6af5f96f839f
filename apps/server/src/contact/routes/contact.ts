import { createRoute } from "@hono/zod-openapi";
import {
  type ContactChannel,
  ContactChannelSchema,
  ContactMessageSchema,
  ContactReceiptSchema,
} from "@ranklens/shared/api/contact";
import { clientIp } from "../../auth/client-ip";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { consumeRateLimit, type RateLimitRule } from "../../rate-limit/consume-rate-limit";
import { submitContactMessage } from "../submit-contact-message";

/** Contact messages per client address: enough for a person with follow-ups, too few for a spam run. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 3600 };

const sendContactRoute = createRoute({
  method: "post",
  path: "/contact",
  tags: ["Contact"],
  summary: "Send a message to the site's support address (no sign-in needed)",
  security: [],
  description:
    "Stores the message and mails it to SUPPORT_EMAIL with Reply-To set to the sender. An e-mail address and a message are required. Limited to 5 messages per hour per client address.",
  request: jsonBody(ContactMessageSchema),
  responses: {
    201: jsonResponse(ContactReceiptSchema, "The message was received"),
    ...errorResponses(400, 413, 429),
  },
});

const contactChannelRoute = createRoute({
  method: "get",
  path: "/contact",
  tags: ["Contact"],
  summary: "Where contact messages go on this server (no sign-in needed)",
  security: [],
  description:
    'The support address, and whether a message is mailed on to it ("email", SMTP configured) or only kept on the server ("stored"). The contact page uses it to say what happens to a message.',
  responses: { 200: jsonResponse(ContactChannelSchema, "Where contact messages go"), ...errorResponses(500) },
});

export const contactRoutes = createRouter();

contactRoutes.openapi(contactChannelRoute, (c) => {
  const { env, mailer } = c.get("deps");
  const channel: ContactChannel = {
    supportEmail: env.SUPPORT_EMAIL,
    delivery: mailer.transport === "smtp" ? "email" : "stored",
  };
  return c.json(channel, 200);
});

contactRoutes.openapi(sendContactRoute, async (c) => {
  const deps = c.get("deps");
  // Validation ran first, so malformed requests do not use up a visitor's allowance.
  await consumeRateLimit(deps.db, `contact:${clientIp(c, deps.env.TRUST_PROXY)}`, CONTACT_RATE_LIMIT);
  const receipt = await submitContactMessage(deps, c.req.valid("json"));
  return c.json(receipt, 201);
});
