import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { CLIENT_IP_HEADER, clientIp } from "../auth/client-ip";

const CLIENT_SUPPLIED_ADDRESS_HEADERS = ["x-forwarded-for", "x-real-ip", "forwarded", CLIENT_IP_HEADER];

/**
 * Better Auth's endpoints under /api/auth. The request is handed over with
 * client-supplied address headers removed and our own client-ip header set,
 * so its rate limits key on the real client (research/security.md §3.2).
 */
export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
  const { auth, env, sessionCache } = c.get("deps");
  const headers = new Headers(c.req.raw.headers);
  const ip = clientIp(c, env.TRUST_PROXY);
  for (const name of CLIENT_SUPPLIED_ADDRESS_HEADERS) headers.delete(name);
  headers.set(CLIENT_IP_HEADER, ip);
  const init: RequestInit & { duplex?: "half" } = { method: c.req.method, headers };
  if (c.req.method !== "GET") {
    init.body = c.req.raw.body;
    init.duplex = "half";
  }
  const response = await auth.handler(new Request(c.req.raw.url, init));
  // Sign-out, password reset or change, session revocation: forget every cached session lookup.
  if (c.req.method !== "GET") sessionCache.clear();
  return response;
});
