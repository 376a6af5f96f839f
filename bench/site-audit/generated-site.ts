/**
 * The generated benchmark site (issue 15, "A generated site of 100,000 pages"): a deterministic
 * site of N pages served on 127.0.0.1 from its plan, rendered on request (nothing on disk), with
 * planted issues whose exact counts the returned manifest records.
 *
 *   const site = await startGeneratedSite({ pages: 100_000 });
 *   … crawl site.origin …; compare with site.manifest; await site.close();
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { factsFromHtml, simhash, similarity } from "../../packages/engine/src/index";
import { buildManifest, type SiteManifest } from "./site-manifest";
import {
  renderNav,
  renderPage,
  renderRobots,
  renderSitemap,
  renderSitemapIndex,
  type SiteText,
  sitemapPaths,
  siteText,
} from "./site-page";
import { pageIdOf, pagesWithRole, planSite, type SitePlan } from "./site-plan";
import { loadSiteTemplates } from "./site-templates";

export const DEFAULT_PAGES = 100_000;
/** Near-duplicates are planted at least this similar (the checks' line is 0.9). */
export const NEAR_DUPLICATE_MIN = 0.92;

const STYLESHEET = "body{font:16px/1.5 system-ui;margin:0 auto;max-width:60rem}.menu{columns:6}\n";

export interface GeneratedSite {
  origin: string;
  plan: SitePlan;
  text: SiteText;
  manifest: SiteManifest;
  server: Server;
  /** Requests answered so far: all, of HTML pages, and of distinct HTML pages (refetches show as the difference). */
  stats(): { requests: number; pageRequests: number; distinctPages: number };
  /** Starts the counts again (a benchmark crawling the same site twice). */
  resetStats(): void;
  close(): Promise<void>;
}

export async function startGeneratedSite(
  options: { pages?: number; seed?: number; delayMs?: number } = {},
): Promise<GeneratedSite> {
  const plan = planSite(options.pages ?? DEFAULT_PAGES, options.seed ?? 1);
  const text = siteText(loadSiteTemplates());
  const nav = renderNav(plan, text);
  let origin = "";
  let sitemap: string[] | null = null;
  let requests = 0;
  let pageRequests = 0;
  const fetchedPages = new Uint8Array(plan.pages);
  // A slow site (the scale-out benchmark): every answer after `delayMs`, so a crawl waits on the site, not the CPU.
  const server = createServer((req, res) => {
    if (options.delayMs) setTimeout(() => answer(req, res), options.delayMs);
    else answer(req, res);
  });
  const answer = (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => {
    requests++;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) });
      res.end(req.method === "HEAD" ? undefined : body);
    };
    const location = plan.redirects.get(path);
    if (location) {
      res.writeHead(301, { location, "content-length": 0 }).end();
      return;
    }
    const id = pageIdOf(path, plan.pages);
    if (id !== null && req.method === "GET") {
      pageRequests++;
      fetchedPages[id] = 1;
    }
    if (id !== null) return send(200, "text/html; charset=utf-8", renderPage(plan, text, nav, origin, id));
    if (path === "/robots.txt") return send(200, "text/plain; charset=utf-8", renderRobots(origin));
    if (path === "/sitemap.xml") return send(200, "application/xml", renderSitemapIndex(plan, origin));
    const chunk = /^\/sitemaps\/pages-(\d+)\.xml$/.exec(path);
    if (chunk) {
      sitemap ??= sitemapPaths(plan);
      const xml = renderSitemap(sitemap, Number(chunk[1]), origin);
      if (xml) return send(200, "application/xml", xml);
    }
    if (path === "/assets/site.css") return send(200, "text/css; charset=utf-8", STYLESHEET);
    send(404, "text/html; charset=utf-8", "<!doctype html><title>Not found</title><p>Not found</p>\n");
  };
  // Many crawler connections at once: keep them alive, and never time a slow crawl out.
  server.keepAliveTimeout = 60_000;
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  tuneNearDuplicates(plan, text, nav, origin);
  const manifest = buildManifest(plan, text, origin);
  return {
    origin,
    plan,
    text,
    manifest,
    server,
    stats: () => ({ requests, pageRequests, distinctPages: fetchedPages.reduce((n, f) => n + f, 0) }),
    resetStats: () => {
      requests = 0;
      pageRequests = 0;
      fetchedPages.fill(0);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The SimHash of a page's main text as the engine extracts it (what a crawler fingerprints). */
export function mainTextFingerprint(html: string, url: string): bigint {
  return simhash(factsFromHtml(html, { url }).mainText);
}

/**
 * Swaps other words in a near-duplicate until its main text is ≥ NEAR_DUPLICATE_MIN similar to
 * its leader's by the engine's own SimHash, so "near-duplicate" is true by the checks' measure.
 */
function tuneNearDuplicates(plan: SitePlan, text: SiteText, nav: string, origin: string): void {
  for (const id of pagesWithRole(plan, "near-duplicate")) {
    const leader = plan.leader[id]!;
    if (leader === id) continue;
    const base = mainTextFingerprint(renderPage(plan, text, nav, origin, leader), origin);
    for (let variant = 0; ; variant++) {
      if (variant > 50) throw new Error(`near-duplicate ${id} never reached ${NEAR_DUPLICATE_MIN}`);
      plan.nearVariant.set(id, variant);
      const fp = mainTextFingerprint(renderPage(plan, text, nav, origin, id), origin);
      if (similarity(base, fp) >= NEAR_DUPLICATE_MIN && fp !== base) break;
    }
  }
}
