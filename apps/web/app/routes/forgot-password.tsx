import { MESSAGES } from "@ranklens/shared";
import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { AuthCard } from "../components/auth/auth-card";
import { TextLink } from "../components/auth/text-link";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { authClient } from "../lib/auth-client";
import { authErrorMessage } from "../lib/auth-error-message";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Reset your password") },
  { name: "description", content: "Get a link to set a new RankLens password." },
];

export default function ForgotPassword() {
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    let message: string | null = null;
    try {
      const { error } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: "/reset-password",
      });
      if (error) message = authErrorMessage(error, MESSAGES.resetRequestFailed);
    } catch {
      message = MESSAGES.connectionError;
    }
    setSubmitting(false);
    if (message) {
      toast.error(message);
      return;
    }
    toast.success(MESSAGES.toast.resetSent);
    setSent(true);
  }

  if (sent) {
    return (
      <AuthCard title="Check your email" footer={<TextLink to="/login">Return to login</TextLink>}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm text-slate-700" role="status">
            If an account exists for <strong className="font-semibold text-slate-900">{email.trim()}</strong>,
            we have sent instructions to reset your password. The link works once and expires soon.
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your email address and we'll send you instructions to reset your password."
      footer={<TextLink to="/login">Return to login</TextLink>}
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
        <Button type="submit" className="w-full" loading={submitting} loadingLabel="Sending...">
          Send reset instructions
        </Button>
      </form>
    </AuthCard>
  );
}
