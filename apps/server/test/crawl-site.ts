import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One answer of a test site: an HTML page (200), or any status, headers and body. */
export type SiteRoute =
  | string
  | { status?: number; headers?: Record<string, string>; body?: string | Buffer; delayMs?: number }
  | ((request: IncomingMessage, response: ServerResponse) => void);

/** A request as the site saw it: when it started and ended (ms, `performance.now()`), and its headers. */
export interface SiteRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  startedAt: number;
  endedAt: number | null;
}

/** A real website on 127.0.0.1 for crawl tests: routes by path (query included), 404 for the rest. */
export interface CrawlSite {
  url: string;
  origin: string;
  requests: SiteRequest[];
  /** The routes it answers, by path: a test may add or change one while the site runs. */
  routes: Record<string, SiteRoute>;
  /** Most requests in flight at once. */
  maxInFlight(): number;
  /** Paths requested, in order (robots.txt and sitemaps included). */
  paths(): string[];
  close(): Promise<void>;
}

const HTML = { "content-type": "text/html; charset=utf-8" };

/** A minimal page: a title, an H1, some words and links to `links`. */
export function page(title: string, links: string[] = [], extra = ""): string {
  const anchors = links.map((href) => `<a href="${href}">${href}</a>`).join(" ");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${extra}</head><body><h1>${title}</h1><p>Some words about ${title} for the page body.</p><p>${anchors}</p></body></html>`;
}

export async function startCrawlSite(routes: Record<string, SiteRoute>): Promise<CrawlSite> {
  const requests: SiteRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((request, response) => {
    const entry: SiteRequest = {
      method: request.method ?? "GET",
      path: request.url ?? "/",
      headers: request.headers,
      startedAt: performance.now(),
      endedAt: null,
    };
    requests.push(entry);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.on("close", () => {
      inFlight--;
      entry.endedAt = performance.now();
    });
    const route = routes[entry.path];
    if (route === undefined) {
      response.writeHead(404, HTML).end("<!doctype html><title>Not found</title><h1>Not found</h1>");
      return;
    }
    if (typeof route === "function") {
      route(request, response);
      return;
    }
    if (typeof route === "string") {
      response.writeHead(200, HTML).end(route);
      return;
    }
    const answer = () =>
      response.writeHead(route.status ?? 200, { ...HTML, ...route.headers }).end(route.body ?? "");
    if (route.delayMs) setTimeout(answer, route.delayMs);
    else answer();
  });
  server.keepAliveTimeout = 5_000;
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/`,
    origin,
    requests,
    routes,
    maxInFlight: () => maxInFlight,
    paths: () => requests.map((r) => r.path),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
