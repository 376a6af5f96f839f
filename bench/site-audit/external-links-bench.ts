/**
 * External-link checking (issue 27, ADR 025): a 50-page site on 127.0.0.1 links to 1,000 distinct
 * URLs on 10 other hosts (local servers reached as localhost:<port>), every 10th a 404 and every
 * 25th a 301. The same crawl runs with and without `--no-external-links`; the difference is the
 * time the external links cost. Each external server counts its requests and the most it had in
 * flight at once: every URL must be asked once, one at a time per host.
 *
 *   npx tsx bench/site-audit/external-links-bench.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseCrawlJson, runCrawlCli } from "./crawl-cli";

const HOSTS = 10;
const PAGES = 50;
const LINKS_PER_PAGE = 20;

interface CountingServer {
  port: number;
  requests: number;
  maxInFlight: number;
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

/** An external host: /n answers 404 when n is a multiple of 10, 301 when of 25, else 200. */
async function externalHost(): Promise<CountingServer> {
  let inFlight = 0;
  const counts = { requests: 0, maxInFlight: 0 };
  const server = createServer((req, res) => {
    counts.requests++;
    inFlight++;
    counts.maxInFlight = Math.max(counts.maxInFlight, inFlight);
    res.on("close", () => inFlight--);
    const n = Number((req.url ?? "/").slice(1));
    if (n % 10 === 0) res.writeHead(404).end("gone");
    else if (n % 25 === 0) res.writeHead(301, { location: `/${n + 1}` }).end();
    else res.writeHead(200, { "content-type": "text/html" }).end("<p>ok</p>");
  });
  const port = await listen(server);
  return {
    port,
    get requests() {
      return counts.requests;
    },
    get maxInFlight() {
      return counts.maxInFlight;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface ExternalLinksFigures {
  name: "external-links";
  links: number;
  hosts: number;
  /** Wall clock of the crawl with and without external links, and the difference. */
  withSeconds: number;
  withoutSeconds: number;
  externalSeconds: number;
  linksPerSecond: number;
  requests: number;
  maxInFlightPerHost: number;
  broken: { expected: number; found: number };
  redirects: { expected: number; found: number };
  withinBudget: boolean;
}

export async function runExternalLinksBench(): Promise<ExternalLinksFigures> {
  const hosts = await Promise.all(Array.from({ length: HOSTS }, externalHost));
  const link = (k: number) => `http://localhost:${hosts[k % HOSTS]!.port}/${Math.floor(k / HOSTS) + 1}`;
  const pages = new Map<string, string>();
  for (let i = 0; i < PAGES; i++) {
    const out = Array.from(
      { length: LINKS_PER_PAGE },
      (_, j) => `<a href="${link(i * LINKS_PER_PAGE + j)}">x</a>`,
    );
    const next = i + 1 < PAGES ? `<a href="/p${i + 1}">next</a>` : "";
    pages.set(
      i === 0 ? "/" : `/p${i}`,
      `<!doctype html><title>Page ${i}</title><h1>Page ${i}</h1><p>${next} ${out.join(" ")}</p>`,
    );
  }
  const site = createServer((req, res) => {
    const body = pages.get(req.url ?? "/");
    if (body) res.writeHead(200, { "content-type": "text/html" }).end(body);
    else res.writeHead(404).end();
  });
  const url = `http://127.0.0.1:${await listen(site)}/`;
  const dir = mkdtempSync(path.join(tmpdir(), "ranklens-external-bench-"));
  try {
    const without = await runCrawlCli(url, {
      db: path.join(dir, "without.sqlite"),
      maxPages: 1_000,
      externalLinks: false,
    });
    const withLinks = await runCrawlCli(url, { db: path.join(dir, "with.sqlite"), maxPages: 1_000 });
    const json = parseCrawlJson(withLinks);
    const count = (id: string) => json.issues.find((i) => i.id === id)?.count ?? 0;
    const links = PAGES * LINKS_PER_PAGE;
    // Paths 1–100 on each host: 10 multiples of 10 answer 404; of the 4 multiples of 25, 25 and 75 answer 301.
    const perHost = links / HOSTS;
    const expectedBroken = HOSTS * Math.floor(perHost / 10);
    const expectedRedirects = HOSTS * (Math.floor(perHost / 25) - Math.floor(perHost / 50));
    // Only the links: the check asks an external host nothing else (no robots.txt, no page).
    const requests = hosts.reduce((sum, h) => sum + h.requests, 0);
    const externalSeconds = Math.round((withLinks.wallSeconds - without.wallSeconds) * 10) / 10;
    const maxInFlightPerHost = Math.max(...hosts.map((h) => h.maxInFlight));
    const figures: ExternalLinksFigures = {
      name: "external-links",
      links,
      hosts: HOSTS,
      withSeconds: Math.round(withLinks.wallSeconds * 10) / 10,
      withoutSeconds: Math.round(without.wallSeconds * 10) / 10,
      externalSeconds,
      linksPerSecond: Math.round(links / Math.max(0.1, externalSeconds)),
      requests,
      maxInFlightPerHost,
      broken: { expected: expectedBroken, found: count("broken-external-links") },
      redirects: { expected: expectedRedirects, found: count("external-redirects") },
      withinBudget: false,
    };
    figures.withinBudget =
      figures.requests === links &&
      maxInFlightPerHost === 1 &&
      figures.broken.found === figures.broken.expected &&
      figures.redirects.found === figures.redirects.expected;
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await new Promise<void>((resolve) => site.close(() => resolve()));
    await Promise.all(hosts.map((h) => h.close()));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await runExternalLinksBench(), null, 2));
}
