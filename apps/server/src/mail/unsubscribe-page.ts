import type { Context } from "hono";
import { escapeHtml } from "./escape-html";

/** The pages' own policy: inline styles, a form posting back here, nothing else loads. */
export const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** A small standalone page (the web app is not needed to unsubscribe). */
export function unsubscribePage(input: {
  title: string;
  paragraphs: string[];
  form?: { action: string; button: string };
}): string {
  const form = input.form
    ? `<form method="post" action="${escapeHtml(input.form.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(input.form.button)}</button>
</form>`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)} · RankLens</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;margin:0;padding:48px 16px}
main{max-width:480px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:24px}
h1{font-size:20px;margin:0 0 12px}
button{font:inherit;background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:10px 16px;cursor:pointer}
button:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(input.title)}</h1>
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${form}
</main>
</body>
</html>`;
}

/**
 * The page as a response, with its own policy: inline styles and a form posting back here only,
 * and no referrer, since the token is in the page's address and must not be sent on to another site.
 */
export function unsubscribePageResponse(
  c: Context,
  status: 200 | 400,
  title: string,
  paragraphs: string[],
  form?: { action: string; button: string },
) {
  c.header("Content-Security-Policy", UNSUBSCRIBE_PAGE_CSP);
  c.header("Referrer-Policy", "no-referrer");
  return c.html(unsubscribePage({ title, paragraphs, ...(form ? { form } : {}) }), status);
}
