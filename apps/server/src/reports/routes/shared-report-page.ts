import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { clientIp } from "../../auth/client-ip";
import { AppError } from "../../errors";
import { escapeHtml } from "../../mail/escape-html";
import { consumeRateLimit } from "../../rate-limit/consume-rate-limit";
import { buildReportDocument } from "../document/build-report-document";
import { customReportsAllowed } from "../manage/custom-reports-allowed";
import { definitionOfRow } from "../manage/report-row";
import { REPORT_HTML_CSP } from "../render/html/page-shell";
import { renderReportHtml } from "../render/html/render-report-html";
import { openShare } from "../share/share-store";

/** Opens per address and hour: enough for a client reading and re-reading, too few to guess tokens or load the server. */
export const SHARED_REPORT_OPENS_PER_HOUR = 60;
/** Base64url of 32 bytes: anything else is not a token, refused before the database is asked. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const GONE =
  "This report link is not valid: it may have expired or been revoked. Ask the person who sent it for a new one.";

/**
 * The page a share link opens (`/r/{token}`): the report's HTML built now, read-only, for anyone
 * with the token — nothing of the workspace but this report. Never indexed, never cached, sent
 * with the report's own strict policy (no script, no external request). Unknown, expired and
 * revoked tokens answer alike (404), and every address is rate-limited.
 */
export const sharedReportPage = new Hono<AppEnv>();

sharedReportPage.get("/r/:token", async (c) => {
  const deps = c.get("deps");
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  try {
    await consumeRateLimit(
      deps.db,
      `shared-report:${clientIp(c, deps.env.TRUST_PROXY)}`,
      { limit: SHARED_REPORT_OPENS_PER_HOUR, windowSeconds: 3_600 },
      deps.now().getTime(),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    c.header("Retry-After", String(error.options.details?.retryAfterSeconds ?? 3_600));
    return c.html(messagePage("Too many requests", error.message), 429);
  }
  const token = c.req.param("token");
  const row = TOKEN.test(token) ? await openShare(deps.db, token, deps.now()) : null;
  if (!row) return c.html(messagePage("Report link not valid", GONE), 404);
  const workspace = await deps.db
    .selectFrom("workspaces")
    .select("plan")
    .where("id", "=", row.workspace_id)
    .executeTakeFirstOrThrow();
  const doc = await buildReportDocument(deps, definitionOfRow(row), {
    branded: customReportsAllowed(workspace.plan as never, deps.billingEnabled),
  });
  c.header("Content-Security-Policy", REPORT_HTML_CSP);
  return c.html(renderReportHtml(doc, { shared: true }));
});

/** A plain page for a link that does not open: the visitor is a person in a browser, not an API client. */
function messagePage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; color: #1f2937"><h1 style="font-size: 1.4rem">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
}
