import { DEFAULT_REPORT_ACCENT, REPORT_SECTION_SOURCES, type ReportSectionKind } from "@ranklens/shared";
import type { AppDeps } from "../../app-env";
import { contentScores } from "../../content/content-scores";
import { type ProjectReportData, projectReportData } from "../../monitoring";
import { type SiteReportData, siteReportData } from "../../site-audit";
import { brandingOf } from "../branding/branding-store";
import { competitorsSection } from "../sections/competitors";
import { contentScoresSection } from "../sections/content-scores";
import { crawlComparisonSection } from "../sections/crawl-comparison";
import { noteSection } from "../sections/note";
import { rankingsSection } from "../sections/rankings";
import { siteHealthSection } from "../sections/site-health";
import { topIssuesSection } from "../sections/top-issues";
import { trackedPagesSection } from "../sections/tracked-pages";
import { emptySection } from "./format";
import type { ReportDefinition, ReportRange } from "./report-definition";
import type { ReportDocument, ReportDocumentSection } from "./report-document";
import { rangeLabel, reportRange } from "./report-range";

const SITE_SECTIONS = {
  site_health: siteHealthSection,
  top_issues: topIssuesSection,
  crawl_comparison: crawlComparisonSection,
} as const satisfies Partial<Record<ReportSectionKind, (data: SiteReportData) => ReportDocumentSection>>;

/**
 * Builds the report document of a definition from the workspace's stored measurements: each
 * source (the site's crawls, the project's monitoring, the content library) is read once, then
 * every chosen section is drawn from it in the chosen order. `range` overrides the definition's
 * period (a scheduled e-mail covers the week or month just ended). Branding applies only while
 * the workspace may use it (`branded`): a Basic workspace's reports carry its own name.
 */
export async function buildReportDocument(
  deps: Pick<AppDeps, "db" | "now">,
  definition: ReportDefinition,
  options: { range?: ReportRange; branded?: boolean } = {},
): Promise<ReportDocument> {
  const { db } = deps;
  const generatedAt = deps.now().toISOString();
  const range = options.range ?? reportRange(definition, deps.now());
  const kinds = new Set(definition.sections.map((s) => s.kind));
  const needs = (source: "site" | "project" | "workspace") =>
    [...kinds].some((k) => REPORT_SECTION_SOURCES[k] === source);

  const site =
    definition.siteId && needs("site")
      ? await siteReportData(db, {
          workspaceId: definition.workspaceId,
          siteId: definition.siteId,
          segmentId: definition.segmentId,
          ...range,
        })
      : null;
  const project =
    definition.projectId && needs("project")
      ? await projectReportData(db, {
          workspaceId: definition.workspaceId,
          projectId: definition.projectId,
          ...range,
        })
      : null;
  const library = kinds.has("content_scores") ? await contentScores(db, definition.workspaceId) : null;

  const sections = definition.sections.map((section): ReportDocumentSection => {
    const kind = section.kind;
    if (kind === "note") return noteSection(section);
    if (kind === "content_scores") return contentScoresSection(library!, generatedAt);
    if (kind === "site_health" || kind === "top_issues" || kind === "crawl_comparison")
      return site ? SITE_SECTIONS[kind](site) : sourceGone(kind, "site");
    return project ? projectSection(kind, project, range) : sourceGone(kind, "project");
  });

  const workspace = await db
    .selectFrom("workspaces")
    .select("name")
    .where("id", "=", definition.workspaceId)
    .executeTakeFirstOrThrow();
  const branding = options.branded ? await brandingOf(db, definition.workspaceId) : null;
  const subject = [
    site && `Site: ${site.site.name}${site.segment ? ` (segment “${site.segment.name}”)` : ""}`,
    project && `Project: ${project.project.name}`,
  ]
    .filter(Boolean)
    .join(" · ");
  return {
    title: definition.name,
    brandName: branding?.name || workspace.name,
    logo: branding?.logo ?? null,
    accentColor: branding?.accentColor ?? DEFAULT_REPORT_ACCENT,
    period: { ...range, label: rangeLabel(range) },
    subject,
    generatedAt,
    paper: definition.paper,
    sections,
  };
}

/** A section whose site or project was deleted after the report was defined (the reference is cleared). */
function sourceGone(kind: ReportSectionKind, source: "site" | "project"): ReportDocumentSection {
  return {
    ...emptySection(kind),
    empty: `The ${source} of this section was deleted: edit the report to choose another.`,
  };
}

function projectSection(
  kind: ReportSectionKind,
  data: ProjectReportData,
  range: ReportRange,
): ReportDocumentSection {
  if (kind === "tracked_pages") return trackedPagesSection(data);
  if (kind === "competitors") return competitorsSection(data);
  return rankingsSection(data, range);
}
