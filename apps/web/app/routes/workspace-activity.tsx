import { ShieldCheck } from "lucide-react";
import { Card } from "../components/ui/card";
import { ActivityFeed } from "../features/workspace/activity-feed";
import { WorkspaceFrame } from "../features/workspace/workspace-frame";
import { pageTitle } from "../lib/page-title";
import { useCan } from "../lib/use-can";
import type { Route } from "./+types/workspace-activity";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Workspace activity") }];

/** /workspace/activity: the activity log, for owners and admins; everyone else learns why it is not shown. */
export default function Page() {
  const can = useCan("activity.read");
  return (
    <WorkspaceFrame>
      {(workspace) =>
        can.allowed ? (
          <ActivityFeed key={workspace.id} workspace={workspace} />
        ) : (
          <Card>
            <div className="flex items-start gap-3">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="text-sm text-slate-700">
                <p className="font-medium text-slate-900">The activity log is for owners and admins</p>
                <p className="mt-1">
                  It records who invited, removed or changed the role of whom, deleted content or created API
                  keys. Ask an owner or an admin of “{workspace.name}” if you need to know what happened.
                </p>
              </div>
            </div>
          </Card>
        )
      }
    </WorkspaceFrame>
  );
}
