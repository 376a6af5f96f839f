import { CHANGE_TYPES, type ChangeSeverity, type ChangeType } from "@ranklens/shared";
import { escapeHtml } from "../../mail/escape-html";
import type { MailAttachment } from "../../mail/mailer";

/** One detected change as the alert and digest e-mails show it. */
export interface ChangeForMail {
  id: string;
  url: string;
  type: string;
  severity: ChangeSeverity;
  before: string | null;
  after: string | null;
  detectedAt: string;
  /** Set for a competitor's page (digests only: immediate alerts are for the project's own pages). */
  competitorHost: string | null;
  /** The tracked keyword of a ranking change ("running shoes (mobile)"); null for a page's change. */
  keyword: string | null;
}

/** A project's part of an e-mail: its changes and, when there are scores to draw, its chart. */
export interface ProjectForMail {
  id: string;
  name: string;
  /** The project's workspace: its links open it there whatever workspace the reader has active. */
  workspaceId: string;
  changes: ChangeForMail[];
  /** PNG of the project's scores against its competitors; null when there is nothing to draw. */
  chartPng: Buffer | null;
  /** Changes left out of a long digest (the project's page lists them all). */
  more?: number;
}

const SEVERITY_WORDS: Record<ChangeSeverity, string> = {
  critical: "Critical",
  warning: "Warning",
  info: "Info",
};
// Colour only repeats the word next to it, never replaces it.
const SEVERITY_COLOURS: Record<ChangeSeverity, string> = {
  critical: "#b91c1c",
  warning: "#b45309",
  info: "#1d4ed8",
};
/** Longest before/after value shown; titles fit, a changed main text is cut. */
const VALUE_MAX = 200;

export const severityWord = (severity: ChangeSeverity) => SEVERITY_WORDS[severity];

export function changeLabel(type: string): string {
  return CHANGE_TYPES[type as ChangeType]?.label ?? type.replaceAll("_", " ");
}

/**
 * A page of the app opened in `workspaceId`: a reader whose session has another workspace active
 * is switched to it (apps/web/app/lib/workspace-from-link.ts), or the project would answer 404.
 * Signed-out readers go through sign-in and come back to the same address, parameter included.
 */
export function appUrlInWorkspace(publicUrl: string, path: string, workspaceId: string): string {
  return `${publicUrl}${path}?${new URLSearchParams({ workspace: workspaceId })}`;
}

/** The project's page in the app, in the project's workspace. */
export function projectUrl(publicUrl: string, project: { id: string; workspaceId: string }): string {
  return appUrlInWorkspace(publicUrl, `/projects/${encodeURIComponent(project.id)}`, project.workspaceId);
}

/** The chart's inline attachment; the HTML shows it with `<img src="cid:…">`. */
export function chartAttachment(project: ProjectForMail, index: number): MailAttachment | null {
  if (!project.chartPng) return null;
  return {
    filename: `scores-${index + 1}.png`,
    content: project.chartPng,
    contentType: "image/png",
    cid: chartCid(index),
  };
}

const CHART_CAPTION = "SEO score over the last 30 observations: your pages against competitors' pages";

const chartCid = (index: number) => `chart-${index + 1}@ranklens`;

function shown(value: string | null): string {
  if (value === null || value === "") return "(none)";
  return value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX - 1)}…` : value;
}

/** A change as plain-text lines. */
export function changeText(change: ChangeForMail): string[] {
  const where = change.competitorHost ? `Competitor ${change.competitorHost}: ${change.url}` : change.url;
  return [
    `[${severityWord(change.severity)}] ${changeLabel(change.type)}`,
    ...(change.keyword === null ? [] : [`  Keyword: ${change.keyword}`]),
    `  Page: ${where}`,
    `  Before: ${shown(change.before)}`,
    `  After: ${shown(change.after)}`,
  ];
}

/** A change as an HTML list item. */
export function changeHtml(change: ChangeForMail): string {
  const colour = SEVERITY_COLOURS[change.severity];
  const competitor = change.competitorHost ? `Competitor ${escapeHtml(change.competitorHost)}: ` : "";
  return `<li style="margin:0 0 12px 0">
<strong style="color:${colour}">${escapeHtml(severityWord(change.severity))}:</strong> ${escapeHtml(changeLabel(change.type))}<br>
${change.keyword === null ? "" : `Keyword: ${escapeHtml(change.keyword)}<br>\n`}Page: ${competitor}<a href="${escapeHtml(change.url)}">${escapeHtml(change.url)}</a><br>
Before: ${escapeHtml(shown(change.before))}<br>
After: ${escapeHtml(shown(change.after))}
</li>`;
}

/** A project's section: name, link, chart, changes. */
export function projectText(publicUrl: string, project: ProjectForMail): string[] {
  return [
    `${project.name} — ${projectUrl(publicUrl, project)}`,
    "",
    ...project.changes.flatMap((change) => [...changeText(change), ""]),
    ...(project.more ? [`…and ${project.more} more in RankLens.`, ""] : []),
  ];
}

export function projectHtml(publicUrl: string, project: ProjectForMail, index: number): string {
  const link = projectUrl(publicUrl, project);
  const chart = project.chartPng
    ? `<p style="margin:0 0 4px 0;font-size:14px;font-weight:600">${escapeHtml(CHART_CAPTION)}</p>
<p><img src="cid:${chartCid(index)}" width="560" alt="SEO score over the last observations of ${escapeHtml(project.name)}'s pages and its competitors' pages" style="max-width:100%;height:auto;border:0"></p>`
    : "";
  return `<h2 style="font-size:18px;margin:24px 0 8px 0"><a href="${escapeHtml(link)}">${escapeHtml(project.name)}</a></h2>
${chart}
<ul style="padding-left:20px">
${project.changes.map(changeHtml).join("\n")}
</ul>
${project.more ? `<p>…and ${project.more} more in RankLens.</p>` : ""}
<p><a href="${escapeHtml(link)}">Open ${escapeHtml(project.name)} in RankLens</a></p>`;
}

/** The footer both e-mails end with: why the reader got it and how to stop it. */
export function footer(input: {
  publicUrl: string;
  workspaceId: string;
  workspaceName: string;
  listName: string;
  unsubscribeUrl: string;
}): { text: string[]; html: string } {
  // Alert settings are per workspace: the link opens the one this e-mail is about.
  const settings = appUrlInWorkspace(input.publicUrl, "/settings", input.workspaceId);
  const why = `You get this because ${input.listName} are on for the workspace “${input.workspaceName}”.`;
  return {
    text: [
      "— RankLens",
      "",
      why,
      `Stop these e-mails: ${input.unsubscribeUrl}`,
      `Notification settings: ${settings}`,
    ],
    html: `<p>— RankLens</p>
<p style="color:#475569;font-size:12px">${escapeHtml(why)} <a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a> · <a href="${escapeHtml(settings)}">Notification settings</a></p>`,
  };
}
