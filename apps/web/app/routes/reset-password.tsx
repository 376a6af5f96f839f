import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@ranklens/shared";
import { type FormEvent, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../components/auth/auth-card";
import { TextLink } from "../components/auth/text-link";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { PageSpinner } from "../components/ui/spinner";
import { authClient } from "../lib/auth-client";
import { authErrorCode, authErrorMessage } from "../lib/auth-error-message";
import { pageTitle } from "../lib/page-title";
import { PASSWORD_HINT, passwordProblem } from "../lib/password-rules";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Set new password") },
  { name: "description", content: "Choose a new password for your RankLens account." },
  { name: "robots", content: "noindex" },
];

// A fixed id, so the message shows once even if the check runs twice.
const INVALID_LINK_TOAST_ID = "invalid-reset-link";

/** Where the e-mailed reset link lands: `?token=…` when valid, `?error=INVALID_TOKEN` otherwise. */
export default function ResetPassword() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get("token");
  const linkIsBroken = Boolean(searchParams.get("error")) || !token;
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Prerendered HTML has no query string; wait for the browser before judging the link.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);

  useEffect(() => {
    if (!inBrowser || !linkIsBroken) return;
    toast.error(MESSAGES.invalidResetLink, { id: INVALID_LINK_TOAST_ID });
    navigate("/login", { replace: true });
  }, [inBrowser, linkIsBroken, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tooWeak = passwordProblem(password);
    setProblem(tooWeak);
    if (tooWeak || !token) return;

    setSubmitting(true);
    let failure: { message: string; invalidLink: boolean } | null = null;
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) {
        const invalidLink = authErrorCode(error) === "INVALID_TOKEN";
        failure = {
          invalidLink,
          message: invalidLink
            ? MESSAGES.invalidResetLink
            : authErrorMessage(error, MESSAGES.passwordUpdateFailed),
        };
      }
    } catch {
      failure = { message: MESSAGES.connectionError, invalidLink: false };
    }
    if (failure) {
      toast.error(failure.message, failure.invalidLink ? { id: INVALID_LINK_TOAST_ID } : undefined);
      if (failure.invalidLink) navigate("/login", { replace: true });
      else setSubmitting(false);
      return;
    }
    toast.success(MESSAGES.toast.passwordUpdated);
    navigate("/login", { replace: true });
  }

  if (!inBrowser || linkIsBroken) return <PageSpinner />;

  return (
    <AuthCard title="Set new password" footer={<TextLink to="/login">Return to login</TextLink>}>
      <form className="space-y-5" onSubmit={onSubmit}>
        <Input
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={PASSWORD_HINT}
          value={password}
          error={problem}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" className="w-full" loading={submitting} loadingLabel="Updating...">
          Update password
        </Button>
      </form>
    </AuthCard>
  );
}
