import { useEffect, useMemo, useRef } from "react";
import { Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import { Logo } from "../components/site/logo";
import { PageSpinner } from "../components/ui/spinner";
import { authClient } from "../lib/auth-client";
import type { AuthHandOff } from "../lib/auth-hand-off";
import { afterSignInPath } from "../lib/plan-intent";
import { safeRedirectPath } from "../lib/safe-redirect";

/**
 * The auth shell around /login, /register, /forgot-password and /reset-password:
 * the product title over a centred card. A visitor who is already signed in is
 * sent on (to /upgrade when they came for Pro, else to `redirectTo` or the
 * dashboard), except from /reset-password, whose e-mailed link must work in any browser.
 */
export default function AuthLayout() {
  const { data: session, isPending } = authClient.useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const handingOff = useRef(false);
  const handOff = useMemo<AuthHandOff>(
    () => ({
      begin: () => {
        handingOff.current = true;
      },
      end: () => {
        handingOff.current = false;
      },
    }),
    [],
  );

  // React Router 8 prerenders "/reset-password/" (trailing slash); the browser has "/reset-password".
  // Both must agree, or the prerendered HTML and the first client render differ (React error 418).
  const exempt = pathname.replace(/\/$/, "") === "/reset-password";
  const mustLeave = Boolean(session) && !exempt && !handingOff.current;

  useEffect(() => {
    if (mustLeave)
      navigate(afterSignInPath(search, safeRedirectPath(searchParams.get("redirectTo"))), { replace: true });
  }, [mustLeave, navigate, search, searchParams]);

  if ((isPending && !exempt) || mustLeave) return <PageSpinner />;

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-12">
      <div className="mb-8">
        <Logo className="text-2xl" />
      </div>
      <main className="w-full max-w-md">
        <Outlet context={handOff} />
      </main>
    </div>
  );
}
