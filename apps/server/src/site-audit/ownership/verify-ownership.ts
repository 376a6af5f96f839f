import {
  type CrawlFetcherOptions,
  createCrawlFetcher,
  extractHtmlFacts,
  type FetchedFile,
} from "@ranklens/engine";
import { type SiteOwnership, VERIFICATION_META_NAME, verificationFileContent } from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, SitesTable } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";
import { siteAccessHeaders } from "../access/access-headers";
import { openSiteAccess, SiteAccessUnavailable } from "../access/site-access-store";
import { crawlUserAgent, parseCrawlSettings } from "../crawl/crawl-settings";
import { ownershipRow, ownershipView, recordFailure, recordVerified } from "./ownership-store";

/** The verification file is a line of text; a start page big enough to hold its head is plenty. */
const FILE_BYTES = 64 * 1024;
const PAGE_BYTES = 1024 * 1024;
const TIMEOUT_MS = 10_000;

export interface VerifyOwnershipDeps {
  db: Kysely<Database>;
  /** Opens the site's staging access: a staging site behind basic auth is verified through it. */
  secrets: SecretBox | null;
  fetch: Omit<CrawlFetcherOptions, "userAgent">;
  publicUrl: string;
  now: () => Date;
  unverifiedMaxRate: number;
}

/**
 * Looks for the site's token where search consoles look: the file at the root of the start URL's
 * origin, then a meta tag on the start page. Each answer must come from the start URL's own host
 * (a redirect elsewhere proves nothing about this one). Every request goes through the crawler's
 * SSRF-guarded fetcher, with the site's staging access when it has some (on its own host only, as
 * a crawl sends it). The outcome is stored: a failure withdraws an earlier verification.
 */
export async function verifyOwnership(
  deps: VerifyOwnershipDeps,
  site: Selectable<SitesTable>,
): Promise<SiteOwnership> {
  const row = await ownershipRow(deps.db, site.id);
  const start = new URL(site.start_url);
  const before = ownershipView(site, row, deps.unverifiedMaxRate);
  const access = await openSiteAccess(deps.db, deps.secrets, site.id).catch((error: unknown) => {
    // Access that no longer opens is the crawl's to report; the check goes without it.
    if (error instanceof SiteAccessUnavailable) return null;
    throw error;
  });
  const onSite = (url: string) => new URL(url).hostname === start.hostname;
  const fetcher = createCrawlFetcher({
    ...deps.fetch,
    userAgent: crawlUserAgent(parseCrawlSettings(site.settings), deps.publicUrl),
    timeouts: { totalMs: TIMEOUT_MS },
    ...(access ? { headersFor: siteAccessHeaders(access, { startUrl: site.start_url, onSite }) } : {}),
  });
  try {
    const file = await fetcher.fetchFile(before.fileUrl, { maxBytes: FILE_BYTES, overLimit: "truncate" });
    if (answeredHere(file, start) && text(file).includes(verificationFileContent(row.token))) {
      await recordVerified(deps.db, site.id, start.hostname, "file", deps.now());
    } else {
      const page = await fetcher.fetchFile(start.href, { maxBytes: PAGE_BYTES, overLimit: "truncate" });
      const tagged =
        answeredHere(page, start) &&
        extractHtmlFacts(text(page), page.finalUrl).metas.some(
          (meta) => meta.name === VERIFICATION_META_NAME && meta.content.trim() === row.token,
        );
      if (tagged) await recordVerified(deps.db, site.id, start.hostname, "meta", deps.now());
      else {
        const message = `Neither ${before.fileUrl} (${outcome(file, start)}) nor a ${VERIFICATION_META_NAME} meta tag on ${start.href} (${outcome(page, start)}) holds this site's token.`;
        await recordFailure(deps.db, site.id, message, deps.now());
      }
    }
  } finally {
    await fetcher.close();
  }
  return ownershipView(site, await ownershipRow(deps.db, site.id), deps.unverifiedMaxRate);
}

const answeredHere = (file: FetchedFile, start: URL) =>
  file.bytes !== null && new URL(file.finalUrl).hostname === start.hostname;

const text = (file: FetchedFile) => file.bytes?.toString("utf8") ?? "";

/** "answered 404", "no answer: …", "redirected to another host", "answered 200 without the token". */
function outcome(file: FetchedFile, start: URL): string {
  if (file.status === null) return `no answer: ${file.error?.message ?? "the request failed"}`;
  if (new URL(file.finalUrl).hostname !== start.hostname)
    return `redirected to ${new URL(file.finalUrl).host}`;
  if (file.bytes === null) return `answered ${file.status}`;
  return `answered ${file.status} without the token`;
}
