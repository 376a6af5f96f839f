import { escapeHtml } from "../../../mail/escape-html";
import type { ReportDocumentSection } from "../../document/report-document";
import { sectionAnchor } from "./section-html";

/** The list of sections, each a link to its anchor: plain fragment links, which work offline. */
export function tableOfContents(sections: readonly ReportDocumentSection[]): string {
  const items = sections
    .map((section, index) => `<li><a href="#${sectionAnchor(index)}">${escapeHtml(section.title)}</a></li>`)
    .join("\n");
  return `<nav class="card toc" aria-labelledby="toc-title">
<h2 id="toc-title">Contents</h2>
<ol>
${items}
</ol>
</nav>`;
}
