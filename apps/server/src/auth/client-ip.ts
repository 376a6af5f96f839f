import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The header Better Auth and our own rate limits read the client address from. We set it; clients cannot. */
export const CLIENT_IP_HEADER = "x-ranklens-client-ip";

/**
 * The client's address. Without TRUST_PROXY it is the socket's peer address,
 * whatever X-Forwarded-For says (a client must not choose its own rate-limit
 * bucket). With TRUST_PROXY, the proxy in front of us is trusted to have
 * appended the real client as the last X-Forwarded-For entry.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").pop()?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
