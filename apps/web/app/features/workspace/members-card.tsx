import { type Member, WORKSPACE_MESSAGES, type Workspace, type WorkspaceRole } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { PermissionNote } from "../../components/app/permission-note";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { ApiError } from "../../lib/api-error";
import { authClient } from "../../lib/auth-client";
import { queryKeys } from "../../lib/query-keys";
import { useCan } from "../../lib/use-can";
import { useWorkspacesChanged } from "../../lib/use-workspaces";
import { changeMemberRole, removeMember } from "../../lib/workspaces-api";
import { MemberRow } from "./member-row";
import { seatsLine } from "./seats";
import { useMembers } from "./use-members";

const failed = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The members table: role changes and removal for owners and admins, and leaving for everyone. */
export function MembersCard({ workspace }: { workspace: Workspace }) {
  const { data: session } = authClient.useSession();
  const selfId = session?.user.id ?? null;
  const manage = useCan("members.manage");
  const members = useMembers(workspace.id);
  const queryClient = useQueryClient();
  const changed = useWorkspacesChanged();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<Member | null>(null);
  const refreshMembers = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.members(workspace.id) });

  const changeRole = useMutation({
    mutationFn: ({ member, role }: { member: Member; role: WorkspaceRole }) =>
      changeMemberRole(workspace.id, member.userId, role),
    onSuccess: async (_, { member }) => {
      toast.success(WORKSPACE_MESSAGES.toast.roleChanged);
      await refreshMembers();
      // One's own role is in the workspace list (and decides what every screen lets one do).
      if (member.userId === selfId) await changed();
    },
    onError: (error) => toast.error(failed(error, "The role could not be changed. Please try again.")),
  });

  const remove = useMutation({
    mutationFn: (member: Member) => removeMember(workspace.id, member.userId),
    onSuccess: async (_, member) => {
      setRemoving(null);
      if (member.userId === selfId) {
        toast.success(WORKSPACE_MESSAGES.toast.left);
        navigate("/dashboard", { replace: true });
        await changed("switched");
        return;
      }
      toast.success(WORKSPACE_MESSAGES.toast.removed);
      await refreshMembers();
      await changed();
    },
    onError: (error) => toast.error(failed(error, "The member could not be removed. Please try again.")),
  });

  const leaving = removing !== null && removing.userId === selfId;

  return (
    <Card title="Members" description={seatsLine(workspace.memberCount, workspace.seats)}>
      {members.isPending ? (
        <LoadingBlock label="Loading members" />
      ) : members.isError ? (
        <LoadError
          message={failed(members.error, "The members could not be loaded. Please try again.")}
          onRetry={() => void members.refetch()}
          retrying={members.isFetching}
        />
      ) : (
        <div className="-mx-2 overflow-x-auto px-2">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Name
                </th>
                <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Role
                </th>
                <th scope="col" className="hidden py-2 pr-4 font-medium md:table-cell">
                  Joined
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {members.data.items.map((member) => (
                <MemberRow
                  key={member.userId}
                  member={member}
                  callerRole={workspace.role}
                  isSelf={member.userId === selfId}
                  manage={manage}
                  ownerCount={members.data.items.filter((item) => item.role === "owner").length}
                  changingRole={changeRole.isPending && changeRole.variables?.member.userId === member.userId}
                  onRoleChange={(role) => changeRole.mutate({ member, role })}
                  onRemove={() => setRemoving(member)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PermissionNote permission={manage} className="mt-4" />

      <Dialog
        open={removing !== null}
        onClose={() => (remove.isPending ? undefined : setRemoving(null))}
        title={leaving ? `Leave “${workspace.name}”?` : `Remove ${removing?.name ?? ""}?`}
        description={
          leaving
            ? "You lose access to this workspace's content, analyses and API keys at once. Someone must invite you again to come back."
            : `${removing?.name ?? "They"} lose access at once, in every session; API keys they created stop working. Their content stays in the workspace.`
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              loadingLabel={leaving ? "Leaving..." : "Removing..."}
              onClick={() => removing && remove.mutate(removing)}
            >
              {leaving ? "Leave workspace" : "Remove member"}
            </Button>
          </>
        }
      />
    </Card>
  );
}
