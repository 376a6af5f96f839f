import { escapeHtml } from "../../../mail/escape-html";

/**
 * Nothing in the file may load: the page is opened offline, forwarded to clients and served on
 * share links, and it holds text from crawled pages. The CSP allows the inline stylesheet and
 * data: images (the logo) and refuses everything else, scripts included; the page has none.
 */
export const REPORT_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * The HTML5 document around a report's body. robots: a share link's page must not be indexed;
 * referrer: following a link out of it must not hand over the share link's secret URL.
 */
export function pageShell(input: { title: string; styles: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_HTML_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light">
<title>${escapeHtml(input.title)}</title>
<style>
${input.styles}
</style>
</head>
<body>
${input.body}
</body>
</html>
`;
}
