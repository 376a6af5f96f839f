import { Card } from "../components/ui/card";
import { DeleteWorkspaceCard } from "../features/workspace/delete-workspace-card";
import { PlanSeatsCard } from "../features/workspace/plan-seats-card";
import { RenameWorkspaceCard } from "../features/workspace/rename-workspace-card";
import { TransferOwnershipCard } from "../features/workspace/transfer-ownership-card";
import { WorkspaceFrame } from "../features/workspace/workspace-frame";
import { pageTitle } from "../lib/page-title";
import { useCan } from "../lib/use-can";
import type { Route } from "./+types/workspace";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Workspace") }];

/** /workspace: the name, the plan and its seats; for owners, transferring ownership and deleting. */
export default function Page() {
  const owner = useCan("workspace.delete");
  return (
    <WorkspaceFrame>
      {(workspace) => (
        <div className="space-y-6">
          {/* Keyed by workspace: a switch starts the name field over from the new one's name. */}
          <RenameWorkspaceCard key={workspace.id} workspace={workspace} />
          <PlanSeatsCard workspace={workspace} />
          {owner.allowed ? (
            <>
              <TransferOwnershipCard key={`transfer-${workspace.id}`} workspace={workspace} />
              <DeleteWorkspaceCard key={`delete-${workspace.id}`} workspace={workspace} />
            </>
          ) : (
            <Card title="Ownership">
              <p className="text-sm text-slate-600">
                Only an owner can transfer ownership or delete this workspace.
              </p>
            </Card>
          )}
        </div>
      )}
    </WorkspaceFrame>
  );
}
