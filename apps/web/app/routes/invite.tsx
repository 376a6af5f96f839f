import { WORKSPACE_MESSAGES } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { MailX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { LoadError } from "../components/app/query-states";
import { Logo } from "../components/site/logo";
import { buttonClassName } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { AcceptInvitation } from "../features/workspace/accept-invitation";
import { InvitationSummary } from "../features/workspace/invitation-summary";
import { ApiError } from "../lib/api-error";
import { authClient } from "../lib/auth-client";
import { authPathReturningTo } from "../lib/auth-links";
import { pageTitle } from "../lib/page-title";
import { queryKeys } from "../lib/query-keys";
import { sessionStatus } from "../lib/session-status";
import { previewInvitation } from "../lib/workspaces-api";
import type { Route } from "./+types/invite";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Invitation") },
  { name: "robots", content: "noindex" },
];

/** The link is dead for good: invalid, revoked, expired or already used. */
const isGone = (error: unknown) => error instanceof ApiError && [404, 410].includes(error.status);

/**
 * /invite/{token}, the link of an invitation e-mail. Outside the signed-in layout, because it must
 * work signed out: it says which workspace and role the invitation offers, then either offers to
 * sign in or create an account (both come back here, the invited address filled in) or, signed
 * in, to accept. A dead link says so plainly.
 */
export default function Page() {
  const { token = "" } = useParams();
  const sessionQuery = authClient.useSession();
  const status = sessionStatus(sessionQuery);
  const preview = useQuery({
    queryKey: queryKeys.invitationPreview(token),
    queryFn: () => previewInvitation(token),
  });
  const here = `/invite/${encodeURIComponent(token)}`;

  let body: ReactNode;
  if (preview.isPending || status === "pending") {
    body = (
      <div className="flex justify-center py-10 text-indigo-600">
        <Spinner className="size-8" label="Loading the invitation" />
      </div>
    );
  } else if (preview.isError) {
    body = isGone(preview.error) ? (
      <div className="text-center">
        <MailX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <h1 className="mt-3 text-xl font-semibold text-slate-900">This invitation can&apos;t be used</h1>
        <p className="mt-2 text-sm text-slate-600" role="alert">
          {preview.error.message || WORKSPACE_MESSAGES.invitationInvalid}
        </p>
        <Link
          to={status === "signed-in" ? "/dashboard" : "/"}
          className={buttonClassName("secondary", "md", "mt-6")}
        >
          {status === "signed-in" ? "Go to your dashboard" : "Go to the home page"}
        </Link>
      </div>
    ) : (
      <LoadError
        message={
          preview.error instanceof ApiError
            ? preview.error.message
            : "The invitation could not be loaded. Please try again."
        }
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
      />
    );
  } else {
    body = (
      <>
        <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-slate-900">
          Join {preview.data.workspaceName}
        </h1>
        <InvitationSummary preview={preview.data} />
        {status === "signed-in" && sessionQuery.data ? (
          <AcceptInvitation
            token={token}
            preview={preview.data}
            signedInEmail={sessionQuery.data.user.email}
          />
        ) : (
          <div className="mt-8 space-y-3">
            <p className="text-center text-sm text-slate-600">
              Sign in or create an account with{" "}
              <span className="font-medium break-all">{preview.data.email}</span> to accept.
            </p>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Link
                to={authPathReturningTo("/login", here, preview.data.email)}
                className={buttonClassName("primary", "lg")}
              >
                Sign in
              </Link>
              <Link
                to={authPathReturningTo("/register", here, preview.data.email)}
                className={buttonClassName("secondary", "lg")}
              >
                Create account
              </Link>
            </div>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-12">
      <div className="mb-8">
        <Logo className="text-2xl" />
      </div>
      <main className="w-full max-w-md rounded-lg border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-10">
        {body}
      </main>
    </div>
  );
}
