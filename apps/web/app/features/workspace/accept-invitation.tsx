import { type InvitationPreview, WORKSPACE_MESSAGES } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-error";
import { authClient } from "../../lib/auth-client";
import { queryKeys } from "../../lib/query-keys";
import { announceWorkspaceChange } from "../../lib/workspace-sync";
import { acceptInvitation } from "../../lib/workspaces-api";

/** Every cached answer but the invitation's own preview (which this page still shows). */
const notThePreview = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] !== queryKeys.invitationPreview("")[0];

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Signed in: accept the invitation, or, when this account's address is not the invited one,
 * the server's explanation and a way to sign out and come back with the right account.
 */
export function AcceptInvitation({
  token,
  preview,
  signedInEmail,
}: {
  token: string;
  preview: InvitationPreview;
  signedInEmail: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const wrongAccount = !sameAddress(signedInEmail, preview.email);

  const accept = useMutation({
    // Accepting also makes the workspace the session's active one.
    mutationFn: () => acceptInvitation(token),
    onSuccess: (workspace) => {
      // Nothing cached belongs to the workspace the app now acts on.
      queryClient.removeQueries({ predicate: notThePreview });
      announceWorkspaceChange("switched");
      toast.success(WORKSPACE_MESSAGES.toast.joined(workspace.name));
      navigate("/dashboard", { replace: true });
    },
    onError: (error) =>
      setRefusal(
        error instanceof ApiError ? error.message : "The invitation could not be accepted. Please try again.",
      ),
  });

  async function signOut() {
    setSigningOut(true);
    try {
      await authClient.signOut();
    } finally {
      // Stay here: signed out, the page offers to sign in with the invited address.
      queryClient.removeQueries({ predicate: notThePreview });
      setSigningOut(false);
    }
  }

  const message = refusal ?? (wrongAccount ? WORKSPACE_MESSAGES.invitationWrongEmail(preview.email) : null);

  return (
    <div className="mt-8 space-y-4">
      <p className="text-center text-sm text-slate-600">
        Signed in as <span className="font-medium break-all text-slate-900">{signedInEmail}</span>
      </p>
      {message ? (
        <div
          role="alert"
          className="rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p>{message}</p>
          {wrongAccount || (accept.error instanceof ApiError && accept.error.status === 403) ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              loading={signingOut}
              loadingLabel="Signing out..."
              onClick={() => void signOut()}
            >
              Sign out
            </Button>
          ) : null}
        </div>
      ) : null}
      {wrongAccount ? null : (
        <Button
          className="w-full"
          size="lg"
          loading={accept.isPending}
          loadingLabel="Joining..."
          onClick={() => accept.mutate()}
        >
          Accept invitation
        </Button>
      )}
    </div>
  );
}
