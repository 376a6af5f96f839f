import { MESSAGES } from "@ranklens/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { authClient } from "./auth-client";

// The session is already gone (expired, revoked, or never existed): signing out has nothing left to do.
const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

/**
 * Signs out, forgets every cached server answer (the next user must not see the
 * last one's data), says 'Signed out successfully' and goes to the home page.
 * `leaving` tells the session guard not to send the visitor to /login meanwhile.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const leaving = useRef(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    leaving.current = true;
    let failed = false;
    try {
      const { error } = await authClient.signOut();
      failed = Boolean(error) && !ALREADY_SIGNED_OUT.has(error?.status ?? 0);
    } catch {
      failed = true;
    }
    if (failed) {
      leaving.current = false;
      setSigningOut(false);
      toast.error(MESSAGES.signOutFailed);
      return;
    }
    queryClient.clear();
    toast.success(MESSAGES.toast.signedOut);
    navigate("/", { replace: true });
  }, [navigate, queryClient]);

  return { signOut, signingOut, leaving };
}
