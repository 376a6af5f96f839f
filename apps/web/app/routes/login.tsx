import { MESSAGES } from "@ranklens/shared";
import { type FormEvent, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../components/auth/auth-card";
import { TextLink } from "../components/auth/text-link";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { authClient } from "../lib/auth-client";
import { authErrorMessage } from "../lib/auth-error-message";
import { useAuthHandOff } from "../lib/auth-hand-off";
import { authPathCarrying } from "../lib/auth-links";
import { pageTitle } from "../lib/page-title";
import { afterSignInPath, takePlanIntent } from "../lib/plan-intent";
import { safeRedirectPath } from "../lib/safe-redirect";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Sign in") },
  { name: "description", content: "Sign in to your RankLens account." },
];

export default function Login() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const handOff = useAuthHandOff();
  // Register passes the new address along so it need not be typed twice.
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? "");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  // An invitation's "Sign in" names the invited address. Read after the first render: the page is
  // prerendered without it, and the first client render must match that HTML.
  const emailParam = searchParams.get("email");
  useEffect(() => {
    if (emailParam) setEmail((current) => current || emailParam);
  }, [emailParam]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    handOff.begin();
    let message: string | null = null;
    try {
      const { error } = await authClient.signIn.email({ email: email.trim(), password });
      if (error) message = authErrorMessage(error, MESSAGES.signInFailed);
    } catch {
      message = MESSAGES.connectionError;
    }
    if (message) {
      handOff.end();
      setSubmitting(false);
      toast.error(message);
      return;
    }
    // Earlier failures no longer apply once the user is in.
    toast.dismiss();
    toast.success(MESSAGES.toast.welcomeBack);
    // Someone who came from a Pro call to action (registered from it, or followed "Sign in" from it)
    // sees the upgrade page first. takePlanIntent runs in any case, so a remembered intent is used once.
    const remembered = takePlanIntent();
    const fallback = safeRedirectPath(searchParams.get("redirectTo"));
    const target = remembered ? "/upgrade" : afterSignInPath(location.search, fallback);
    navigate(target, { replace: true });
  }

  return (
    <AuthCard
      title="Sign in to your account"
      footer={
        <>
          Don&apos;t have an account?{" "}
          <TextLink to={authPathCarrying("/register", location.search)}>Create account</TextLink>
        </>
      }
    >
      <form className="space-y-5" onSubmit={onSubmit}>
        <Input
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="space-y-2">
          <Input
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="text-right text-sm">
            <TextLink to="/forgot-password">Forgot password?</TextLink>
          </div>
        </div>
        <Button type="submit" className="w-full" loading={submitting} loadingLabel="Signing in...">
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
