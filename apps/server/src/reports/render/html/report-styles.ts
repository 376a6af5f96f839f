import type { ReportPaper } from "@ranklens/shared";

/**
 * The page's one stylesheet, inline (the CSP allows nothing else). System fonts only: a web font
 * would be a request, or a large data: URL. `accent` and `heading` are validated #rrggbb
 * (branding.ts), the only values written into the CSS.
 *
 * Screens get cards on a grey page; a phone scrolls each table sideways inside its card rather
 * than the whole page. Print ("Save as PDF" from a browser) drops the cards, starts each section
 * on a new page and repeats table headers across pages.
 */
export function reportStyles(input: { accent: string; heading: string; paper: ReportPaper }): string {
  const size = input.paper === "letter" ? "letter" : "A4";
  return `
:root{--accent:${input.accent};--heading:${input.heading};--ink:#0f172a;--muted:#475569;--line:#e2e8f0}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f1f5f9;color:var(--ink);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:960px;margin:0 auto;padding:24px 16px 48px}
h1,h2,h3{line-height:1.25;margin:0}
h1{font-size:28px;color:var(--heading)}
h2{font-size:21px;color:var(--heading)}
h3{font-size:16px;margin-bottom:8px}
p{margin:0 0 8px}
a{color:var(--heading)}
a:focus-visible,[tabindex]:focus-visible{outline:3px solid var(--ink);outline-offset:2px}
.card{background:#fff;border:1px solid var(--line);border-radius:8px;padding:20px;margin-bottom:16px}
.shared-banner{background:var(--ink);color:#fff;text-align:center;font-size:14px;padding:8px 16px;margin:0}
.report-head{border-top:6px solid var(--accent)}
.brand{display:flex;align-items:center;gap:12px;margin-bottom:16px;color:var(--muted);font-weight:600}
.brand img{max-height:48px;max-width:200px;width:auto;height:auto}
.meta{margin:12px 0 0;display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}
.meta dt{color:var(--muted)}
.meta dd{margin:0}
.toc ol{margin:8px 0 0;padding-left:24px}
.toc li{margin:4px 0}
.section{scroll-margin-top:16px}
.section>h2{padding-bottom:8px;border-bottom:2px solid var(--accent);margin-bottom:8px}
.source{color:var(--muted);font-size:13px}
.empty{color:var(--muted);font-style:italic}
.figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:12px;margin:16px 0}
.figure{border:1px solid var(--line);border-left:4px solid var(--accent);border-radius:6px;padding:10px 12px}
.figure-label{color:var(--muted);font-size:13px}
.figure-value{font-size:24px;font-weight:700;font-variant-numeric:tabular-nums}
.figure-detail{color:var(--muted);font-size:13px}
.paragraphs{margin:16px 0}
.paragraphs p{white-space:pre-line}
.chart{margin:16px 0}
.chart figcaption{font-weight:600;margin-bottom:8px}
.chart svg{display:block;width:100%;max-width:640px;height:auto}
.table{margin:16px 0}
.table-scroll{overflow-x:auto;border:1px solid var(--line);border-radius:6px}
table{border-collapse:collapse;width:100%;min-width:560px;font-size:14px}
th,td{padding:6px 10px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f8fafc;font-weight:600}
tbody tr:last-child td{border-bottom:0}
.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.text{min-width:10em}
.url{min-width:20em;color:var(--muted)}
.na{color:var(--muted)}
.more{color:var(--muted);font-size:13px;margin-top:6px}
@media (max-width:600px){
main{padding:12px 8px 32px}
.card{padding:14px}
.figure{padding:8px 10px}
.figure-detail{font-size:12px}
h1{font-size:23px}
.meta{grid-template-columns:1fr;gap:0}
.meta dd{margin-bottom:6px}
}
@page{size:${size};margin:16mm 14mm}
@media print{
body{background:#fff;font-size:10.5pt;-webkit-print-color-adjust:exact;print-color-adjust:exact}
main{max-width:none;padding:0}
.card{border:0;border-radius:0;padding:0;margin:0 0 12px}
.report-head{border-top:6px solid var(--accent);padding-top:12px}
.section{break-before:page}
.toc a{text-decoration:none;color:inherit}
.table-scroll{overflow:visible;border:0}
table{min-width:0}
thead{display:table-header-group}
tr,.figure,.chart{break-inside:avoid}
h2,h3{break-after:avoid}
}
`.trim();
}
