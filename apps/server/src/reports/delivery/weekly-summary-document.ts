import type { ReportSectionKind } from "@ranklens/shared";
import type { ReportDefinition } from "../document/report-definition";
import type { ReportDocument } from "../document/report-document";
import { combineDocuments, type DocumentPart } from "./combine-documents";
import type { DeliveryPeriod } from "./delivery-period";
import type { ReportDeliveryDeps } from "./report-delivery-deps";

/** Sites and projects one summary covers; the others are counted and left to the app. */
export const SUMMARY_SITES = 5;
export const SUMMARY_PROJECTS = 5;

const SITE_SECTIONS: ReportSectionKind[] = ["site_health", "top_issues"];
const PROJECT_SECTIONS: ReportSectionKind[] = ["tracked_pages", "rankings"];

export interface WeeklySummary {
  document: ReportDocument;
  /** Sites and projects the summary leaves out (past the first five of each). */
  more: { sites: number; projects: number };
}

/**
 * A workspace's weekly summary as one report document. The builder takes one site and one
 * project per definition, and a workspace's sites and projects are not pairs, so each site
 * (site health, top issues) and each project (tracked pages, rankings) gets an implicit
 * definition and a document of its own for the week; they are then concatenated, sites first,
 * each section headed with its site's or project's name — one e-mail per member, built once for
 * all members. The oldest five of each are in it: the ones a workspace set up first are usually
 * its main ones, and the choice stays the same from week to week.
 */
export async function weeklySummaryDocument(
  deps: Pick<ReportDeliveryDeps, "db" | "buildDocument">,
  workspace: { id: string; name: string },
  period: DeliveryPeriod,
): Promise<WeeklySummary> {
  const sites = await deps.db
    .selectFrom("sites")
    .select(["id", "name"])
    .where("workspace_id", "=", workspace.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const projects = await deps.db
    .selectFrom("projects")
    .select(["id", "name"])
    .where("workspace_id", "=", workspace.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const definition = (sections: ReportSectionKind[]): ReportDefinition => ({
    workspaceId: workspace.id,
    name: `Weekly summary for ${workspace.name}`,
    siteId: null,
    segmentId: null,
    projectId: null,
    period: "custom",
    from: period.range.from,
    to: period.range.to,
    sections: sections.map((kind) => ({ kind })),
    paper: "a4",
  });
  const parts: DocumentPart[] = [];
  for (const site of sites.slice(0, SUMMARY_SITES)) {
    const document = await deps.buildDocument(
      { ...definition(SITE_SECTIONS), siteId: site.id },
      { range: period.range },
    );
    parts.push({ name: site.name, document });
  }
  for (const project of projects.slice(0, SUMMARY_PROJECTS)) {
    const document = await deps.buildDocument(
      { ...definition(PROJECT_SECTIONS), projectId: project.id },
      { range: period.range },
    );
    parts.push({ name: project.name, document });
  }
  return {
    document: combineDocuments(`Weekly summary for ${workspace.name}`, parts),
    more: {
      sites: Math.max(0, sites.length - SUMMARY_SITES),
      projects: Math.max(0, projects.length - SUMMARY_PROJECTS),
    },
  };
}
