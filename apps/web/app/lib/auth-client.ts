import { createAuthClient } from "better-auth/react";

/**
 * The Better Auth client for `/api/auth` on this origin (cookies, no tokens in
 * storage). During prerendering there is no window; the client is then never
 * called, but it must still be constructible.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
});
