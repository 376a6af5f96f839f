import type { AppDeps } from "../../app-env";
import type { ReportDefinition, ReportRange } from "./report-definition";
import type { ReportDocument } from "./report-document";

/**
 * Builds the report document of a definition from the workspace's stored measurements. `range`
 * overrides the definition's period (a scheduled e-mail covers the week or month just ended).
 */
export async function buildReportDocument(
  deps: Pick<AppDeps, "db" | "now">,
  definition: ReportDefinition,
  options: { range?: ReportRange } = {},
): Promise<ReportDocument> {
  void deps;
  void definition;
  void options;
  throw new Error("not built yet");
}
