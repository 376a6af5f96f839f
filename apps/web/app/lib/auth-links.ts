import { planIntentFromSearch } from "./plan-intent";
import { safeRedirectPath } from "./safe-redirect";

/**
 * `path` (/login or /register) carrying what the visitor came with from `search`: the Pro intent,
 * where to go back to after signing in (`redirectTo`, only a same-origin path) and the address
 * to prefill (`email`). An invitation link sends people through register and login this way and
 * brings them back to the invitation.
 */
export function authPathCarrying(path: string, search: string): string {
  const from = new URLSearchParams(search);
  const carried = new URLSearchParams();
  if (planIntentFromSearch(search)) carried.set("plan", "pro");
  const redirectTo = safeRedirectPath(from.get("redirectTo"), "");
  if (redirectTo) carried.set("redirectTo", redirectTo);
  const email = from.get("email")?.trim();
  if (email) carried.set("email", email);
  return carried.size > 0 ? `${path}?${carried}` : path;
}

/** The register or login address for someone who must come back to `returnTo` (e.g. an invitation), with their address prefilled. */
export function authPathReturningTo(path: string, returnTo: string, email?: string): string {
  const query = new URLSearchParams({ redirectTo: returnTo });
  if (email) query.set("email", email);
  return `${path}?${query}`;
}
