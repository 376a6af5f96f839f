import type { ReportDocument } from "../../document/report-document";
import { headingColour, safeAccent, safeLogo } from "../branding";
import { pageShell } from "./page-shell";
import { reportHeader } from "./report-header";
import { reportStyles } from "./report-styles";
import { sectionHtml } from "./section-html";
import { tableOfContents } from "./table-of-contents";

/**
 * A report as one self-contained HTML file: inline CSS, inline SVG charts, the logo as a data:
 * URL, no script and nothing to load, so it opens offline, from an e-mail attachment or a share
 * link alike. `shared`: the share link's page, which says it is a read-only copy; nothing else
 * differs, so a client sees what the agency downloaded.
 */
export function renderReportHtml(doc: ReportDocument, options: { shared?: boolean } = {}): string {
  const accent = safeAccent(doc.accentColor);
  const banner = options.shared ? `<p class="shared-banner" role="note">Shared read-only report</p>\n` : "";
  const body = `${banner}<main>
${reportHeader(doc, safeLogo(doc.logo))}
${tableOfContents(doc.sections)}
${doc.sections.map(sectionHtml).join("\n")}
</main>`;
  return pageShell({
    title: `${doc.title} · ${doc.period.label}`,
    styles: reportStyles({ accent, heading: headingColour(accent), paper: doc.paper }),
    body,
  });
}
