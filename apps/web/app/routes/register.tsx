import { FullNameSchema, MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@ranklens/shared";
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
import { PASSWORD_HINT, passwordProblem } from "../lib/password-rules";
import { planIntentFromSearch, rememberPlanIntent } from "../lib/plan-intent";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Create account") },
  { name: "description", content: "Create your free RankLens account." },
];

export default function Register() {
  const location = useLocation();
  const navigate = useNavigate();
  const handOff = useAuthHandOff();
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ fullName?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  // An invitation link prefills the invited address (after the first render, which must match the prerendered HTML).
  const [searchParams] = useSearchParams();
  const emailParam = searchParams.get("email");
  useEffect(() => {
    if (emailParam) setEmail((current) => current || emailParam);
  }, [emailParam]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = FullNameSchema.safeParse(fullName);
    const problems = {
      fullName: name.success ? undefined : name.error.issues[0]?.message,
      password: passwordProblem(password) ?? undefined,
    };
    setErrors(problems);
    if (problems.fullName || problems.password || !name.success) return;

    setSubmitting(true);
    handOff.begin();
    let message: string | null = null;
    try {
      const { data, error } = await authClient.signUp.email({
        name: name.data,
        email: email.trim(),
        password,
      });
      if (error) message = authErrorMessage(error, MESSAGES.signUpFailed);
      // The flow is "create, then sign in"; if the server signed the new user in anyway, undo that.
      else if (data?.token) await authClient.signOut();
    } catch {
      message = MESSAGES.connectionError;
    }
    if (message) {
      handOff.end();
      setSubmitting(false);
      toast.error(message);
      return;
    }
    // The hand-off stays on: a session being cleared must not bounce the visitor to /dashboard on the way to /login.
    if (planIntentFromSearch(location.search)) rememberPlanIntent();
    toast.success(MESSAGES.toast.accountCreated);
    // Login then goes on to `redirectTo` when there is one (an invitation waiting to be accepted).
    navigate(authPathCarrying("/login", location.search), { state: { email: email.trim() } });
  }

  return (
    <AuthCard
      title="Create your account"
      footer={
        <>
          Already have an account?{" "}
          <TextLink to={authPathCarrying("/login", location.search)}>Sign in</TextLink>
        </>
      }
    >
      <form className="space-y-5" onSubmit={onSubmit}>
        <Input
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={fullName}
          error={errors.fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
        <Input
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Input
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={PASSWORD_HINT}
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" className="w-full" loading={submitting} loadingLabel="Creating account...">
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
