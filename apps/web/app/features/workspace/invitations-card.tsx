import { type Invitation, ROLE_LABELS, WORKSPACE_MESSAGES, type Workspace } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import toast from "react-hot-toast";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ApiError } from "../../lib/api-error";
import { formatDate } from "../../lib/format-date";
import { personName } from "../../lib/person-name";
import { queryKeys } from "../../lib/query-keys";
import { resendInvitation, revokeInvitation } from "../../lib/workspaces-api";
import { useInvitations } from "./use-invitations";

const failed = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** Pending and expired invitations (owners and admins only): who, which role, by whom, when; Resend and Revoke. */
export function InvitationsCard({ workspace }: { workspace: Workspace }) {
  const queryClient = useQueryClient();
  const key = queryKeys.workspaces.invitations(workspace.id);
  const invitations = useInvitations(workspace.id, true);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const resend = useMutation({
    mutationFn: (invitation: Invitation) => resendInvitation(workspace.id, invitation.id),
    onSuccess: async (invitation) => {
      toast.success(WORKSPACE_MESSAGES.toast.resent(invitation.email));
      await refresh();
    },
    onError: (error) =>
      toast.error(failed(error, "The invitation could not be sent again. Please try again.")),
  });
  const revoke = useMutation({
    mutationFn: (invitation: Invitation) => revokeInvitation(workspace.id, invitation.id),
    onSuccess: async () => {
      toast.success(WORKSPACE_MESSAGES.toast.revoked);
      await refresh();
    },
    onError: (error) => toast.error(failed(error, "The invitation could not be revoked. Please try again.")),
  });

  return (
    <Card
      title="Pending invitations"
      description="Invitations count against the plan's seats until they are accepted or revoked."
    >
      {invitations.isPending ? (
        <LoadingBlock label="Loading invitations" />
      ) : invitations.isError ? (
        <LoadError
          message={failed(invitations.error, "The invitations could not be loaded. Please try again.")}
          onRetry={() => void invitations.refetch()}
          retrying={invitations.isFetching}
        />
      ) : invitations.data.items.length === 0 ? (
        <div className="flex items-center gap-3 rounded-md border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600">
          <MailCheck className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          No pending invitations.
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Invitations">
          {invitations.data.items.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-1 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all text-slate-900">{invitation.email}</span>
                  <Badge>{ROLE_LABELS[invitation.role]}</Badge>
                  {invitation.status === "expired" ? (
                    <Badge tone="warning">Expired</Badge>
                  ) : (
                    <Badge tone="success">Pending</Badge>
                  )}
                </p>
                <p className="text-xs text-slate-600">
                  Invited by {personName(invitation.invitedBy)} · sent {formatDate(invitation.sentAt)} ·{" "}
                  {invitation.status === "expired" ? "expired" : "expires"} {formatDate(invitation.expiresAt)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Resend the invitation to ${invitation.email}`}
                  loading={resend.isPending && resend.variables?.id === invitation.id}
                  loadingLabel="Sending..."
                  onClick={() => resend.mutate(invitation)}
                >
                  Resend
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                  loading={revoke.isPending && revoke.variables?.id === invitation.id}
                  loadingLabel="Revoking..."
                  onClick={() => revoke.mutate(invitation)}
                >
                  Revoke
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
