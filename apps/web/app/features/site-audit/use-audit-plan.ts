import { PLANS, type Plan } from "@ranklens/shared";
import { useSystemInfo } from "../../lib/system-api";
import { useActiveWorkspace } from "../../lib/use-workspaces";

/**
 * The plan whose site-audit limits the server applies to the active workspace, or null when this
 * server runs without plans (billing off: everyone gets Pro's allowances, so no plan is named).
 */
export function useAuditPlan(): { plan: Plan; billingOff: boolean } {
  const { workspace } = useActiveWorkspace();
  const { data: system } = useSystemInfo();
  const billingOff = system?.billing.enabled === false;
  return { plan: billingOff ? PLANS.pro : PLANS[workspace?.plan ?? "basic"], billingOff };
}
