import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The loopback server that plays every "public" site of the SSRF tests. */
export interface StubSite {
  port: number;
  /** Paths requested so far (with query), in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Extra pages by path; a function answers the request itself. */
export type StubPages = Record<
  string,
  string | ((request: IncomingMessage, response: ServerResponse) => void)
>;

/**
 * A node:http server on 127.0.0.1: `/go?status=302&to=<url>` redirects to
 * `to`, `/robots.txt` is a 404, pages in `pages` are served as given and any
 * other path is a small HTML page titled "Public stub page".
 */
export async function startStubSite(pages: StubPages = {}): Promise<StubSite> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? "/");
    const url = new URL(request.url ?? "/", "http://stub.invalid");
    const page = pages[url.pathname];
    if (typeof page === "function") return page(request, response);
    if (typeof page === "string") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      return;
    }
    if (url.pathname === "/go") {
      const status = Number(url.searchParams.get("status") ?? 302);
      response.writeHead(status, { location: url.searchParams.get("to") ?? "/" }).end();
      return;
    }
    if (url.pathname === "/robots.txt") {
      response.writeHead(404, { "content-type": "text/plain" }).end("none");
      return;
    }
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        "<!doctype html><html lang=en><head><title>Public stub page</title></head><body><h1>Stub</h1><p>A public page about sourdough bread and baking.</p></body></html>",
      );
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
