import { ROLE_LABELS, WORKSPACE_MESSAGES, type Workspace } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { FormField, SELECT_CLASSES } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api-error";
import { authClient } from "../../lib/auth-client";
import { queryKeys } from "../../lib/query-keys";
import { useWorkspacesChanged } from "../../lib/use-workspaces";
import { transferOwnership } from "../../lib/workspaces-api";
import { useMembers } from "./use-members";

/** Owners only: make another member owner; the caller stays on as admin. */
export function TransferOwnershipCard({ workspace }: { workspace: Workspace }) {
  const { data: session } = authClient.useSession();
  const members = useMembers(workspace.id);
  const queryClient = useQueryClient();
  const changed = useWorkspacesChanged();
  const [userId, setUserId] = useState("");
  const [confirming, setConfirming] = useState(false);

  const candidates = (members.data?.items ?? []).filter((member) => member.userId !== session?.user.id);
  const chosen = candidates.find((member) => member.userId === userId) ?? null;

  const transfer = useMutation({
    mutationFn: (target: string) => transferOwnership(workspace.id, target),
    onSuccess: async () => {
      toast.success(WORKSPACE_MESSAGES.toast.transferred);
      setConfirming(false);
      setUserId("");
      await queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.members(workspace.id) });
      await changed();
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError ? error.message : "Ownership could not be transferred. Please try again.",
      ),
  });

  return (
    <Card
      title="Transfer ownership"
      description="Make another member the owner. You stay in the workspace as an admin."
    >
      {members.isPending ? null : candidates.length === 0 ? (
        <p className="text-sm text-slate-600">
          Invite someone first: there is no other member to hand over to.
        </p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField label="New owner" fieldClassName="flex-1">
            {(control) => (
              <select
                {...control}
                value={userId}
                onChange={(event) => setUserId(event.target.value)}
                className={SELECT_CLASSES}
              >
                <option value="">Choose a member…</option>
                {candidates.map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {member.name} ({member.email}) · {ROLE_LABELS[member.role]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <Button variant="secondary" disabled={!chosen} onClick={() => setConfirming(true)}>
            Transfer ownership
          </Button>
        </div>
      )}
      <Dialog
        open={confirming && chosen !== null}
        onClose={() => (transfer.isPending ? undefined : setConfirming(false))}
        title="Transfer ownership?"
        description={
          <>
            {chosen?.name} becomes an owner of “{workspace.name}” and you become an admin: you will no longer
            manage billing or be able to delete the workspace.
          </>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={transfer.isPending}>
              Cancel
            </Button>
            <Button
              loading={transfer.isPending}
              loadingLabel="Transferring..."
              onClick={() => chosen && transfer.mutate(chosen.userId)}
            >
              Transfer ownership
            </Button>
          </>
        }
      />
    </Card>
  );
}
