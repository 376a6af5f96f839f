import { InvitationsCard } from "../features/workspace/invitations-card";
import { InviteForm } from "../features/workspace/invite-form";
import { MembersCard } from "../features/workspace/members-card";
import { WorkspaceFrame } from "../features/workspace/workspace-frame";
import { pageTitle } from "../lib/page-title";
import { useCan } from "../lib/use-can";
import type { Route } from "./+types/workspace-members";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Workspace members") }];

/** /workspace/members: the members, inviting people, and the invitations still open (owners and admins). */
export default function Page() {
  const invitations = useCan("invitations.manage");
  return (
    <WorkspaceFrame>
      {(workspace) => (
        <div className="space-y-6">
          <MembersCard workspace={workspace} />
          <InviteForm key={workspace.id} workspace={workspace} />
          {invitations.allowed ? <InvitationsCard workspace={workspace} /> : null}
        </div>
      )}
    </WorkspaceFrame>
  );
}
