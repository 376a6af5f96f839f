import { useEffect, useState } from "react";

/**
 * Whether the visitor has a session, asked once from Better Auth's
 * get-session endpoint. The public pages use this instead of the full auth
 * client to keep their JavaScript small (Lighthouse performance budget).
 * Prerendered HTML and the first client render say "signed out" (null).
 */
export function useSignedIn(): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/auth/get-session", { credentials: "same-origin", signal: controller.signal })
      .then(async (res) => {
        // A 429 or 5xx says nothing about the session: stay undecided (the links shown then always work).
        if (!res.ok) return;
        const body = (await res.json()) as { session?: unknown } | null;
        setSignedIn(Boolean(body?.session));
      })
      .catch(() => {
        // Offline or aborted: keep showing the signed-out links, which always work.
      });
    return () => controller.abort();
  }, []);
  return signedIn;
}
