import { PLANS, type SupportOverview } from "@ranklens/shared";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { responseTargetSentence } from "./response-times";

const LINK = "font-medium text-indigo-700 underline underline-offset-2";

/**
 * What a request sent now gets: the active workspace and its plan, priority
 * or not, and the plan's first-reply target (all from the server, which reads
 * the plans config), so nobody is promised more than the plan gives.
 */
export function SupportLevel({ workspace }: { workspace: SupportOverview["workspace"] }) {
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        <span>
          Sent from <span className="font-medium text-slate-900">{workspace.name}</span>, on the{" "}
          {PLANS[workspace.plan].name} plan.
        </span>
        {workspace.priority ? <Badge tone="primary">Priority</Badge> : null}
      </p>
      <p>
        {responseTargetSentence(workspace.responseTarget)}{" "}
        {workspace.priority
          ? "Requests from this workspace are answered before those of the Basic plan."
          : `Requests from ${PLANS.pro.name} workspaces are answered first.`}{" "}
        <Link to="/help#support-response-times" className={LINK}>
          Response times
        </Link>
      </p>
    </div>
  );
}
