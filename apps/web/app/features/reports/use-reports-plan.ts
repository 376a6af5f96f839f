import { useSystemInfo } from "../../lib/system-api";
import { useActiveWorkspace } from "../../lib/use-workspaces";
import { useAuditPlan } from "../site-audit/use-audit-plan";

/**
 * Whether the active workspace may design reports (Pro's "Custom reports"; everyone when billing
 * is off). `known` is false until the workspace and the server's setup have loaded, so a Pro
 * workspace never flashes the upgrade prompt. The server decides in the end (402).
 */
export function useReportsPlan(): { known: boolean; customReports: boolean } {
  const { plan } = useAuditPlan();
  const { workspace } = useActiveWorkspace();
  const system = useSystemInfo();
  const known = workspace !== null && !system.isPending;
  return { known, customReports: plan.features.some((feature) => feature.capability === "customReports") };
}
