import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A small real website on 127.0.0.1 for analyses in tests (never the internet). */
export interface TargetSite {
  url: string;
  /** Paths requested so far, in order. */
  hits: string[];
  close(): Promise<void>;
}

export const GOOD_PAGE = `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8">
<title>Sourdough Bread Baking Guide for Beginners at Home</title>
<meta name="description" content="Learn sourdough bread baking at home: feeding a starter, mixing, shaping and baking a crusty loaf, with timings and temperatures for beginners.">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="/">
</head><body>
<h1>Sourdough bread baking guide</h1>
<p>Sourdough bread baking starts with a healthy starter. Feed your sourdough starter with flour and water every day until it doubles in size within a few hours.</p>
<h2>Mixing the dough</h2>
<p>Mix flour, water and salt with a spoon of active starter. Sourdough bread needs time: let the dough rest, then stretch and fold it every half hour.</p>
<h2>Baking the loaf</h2>
<p>Bake the sourdough loaf in a hot Dutch oven. Baking with the lid on keeps steam in, which gives the bread its crust. <a href="/starter">Read about starters</a>.</p>
<img src="/loaf.jpg" alt="A crusty sourdough loaf" width="600" height="400">
</body></html>`;

export const THIN_PAGE = `<!doctype html><html><head><title>Hi</title></head><body><h2>Hello</h2><p>Short page <script>alert(1)</script></p><img src="/x.png"></body></html>`;

export async function startTargetSite(extraPages: Record<string, string> = {}): Promise<TargetSite> {
  const hits: string[] = [];
  const pages: Record<string, string> = { "/": GOOD_PAGE, "/thin": THIN_PAGE, ...extraPages };
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? "/");
    // Pages by path, as a real site answers: a query string (?n=1) does not make another page.
    const path = new URL(req.url ?? "/", "http://target.test").pathname;
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
      return;
    }
    if (path === "/moved") {
      res.writeHead(301, { location: "/" }).end();
      return;
    }
    if (path === "/data.json") {
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
      return;
    }
    const page = pages[path];
    if (page === undefined) {
      res
        .writeHead(404, { "content-type": "text/html" })
        .end("<!doctype html><title>Not found</title><h1>Not found</h1>");
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
