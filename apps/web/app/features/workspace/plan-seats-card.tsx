import { PLANS, type Workspace } from "@ranklens/shared";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useSystemInfo } from "../../lib/system-api";
import { useCan } from "../../lib/use-can";
import { seatsLine } from "./seats";

/** The workspace's plan and how many of its seats are taken; owners get the way to change the plan. */
export function PlanSeatsCard({ workspace }: { workspace: Workspace }) {
  const { data: system } = useSystemInfo();
  const billing = useCan("billing.manage");
  const billingOff = system?.billing.enabled === false;
  const plan = PLANS[workspace.plan];

  return (
    <Card
      title="Plan and seats"
      action={
        <Badge tone={workspace.plan === "pro" ? "primary" : "neutral"}>
          {billingOff ? "Unlimited" : `${plan.name} plan`}
        </Badge>
      }
    >
      <p className="text-sm text-slate-700">{seatsLine(workspace.memberCount, workspace.seats)}</p>
      <p className="mt-1 text-sm text-slate-600">
        {billingOff
          ? "This server does not charge for plans: every workspace has the Pro plan's limits."
          : "Members and pending invitations count against the plan's seats."}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/workspace/members" className={buttonClassName("secondary", "sm")}>
          Manage members
        </Link>
        {billingOff || workspace.plan === "pro" || !billing.allowed ? null : (
          <Link to="/upgrade" className={buttonClassName("primary", "sm")}>
            Upgrade to Pro
          </Link>
        )}
      </div>
    </Card>
  );
}
