/**
 * The monitoring benchmark's site: `pages` article pages on 127.0.0.1 whose main text is rewritten
 * on a few days: each day about 5 % of the pages get a new text (which page changes on which day
 * is fixed, so runs compare). `POST /__day/<n>` moves the site to day n (the benchmark's clock
 * moves it with the worker's).
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** Share of pages whose text changes on a given day. */
export const DAILY_CHANGE_SHARE = 0.05;

const WORDS = (
  "bread flour water salt starter dough crust crumb oven bake knead proof rise shape fold loaf rye " +
  "spelt wheat yeast sugar butter honey seed oat barley malt steam tin basket rack slice toast sour " +
  "tangy crisp golden airy dense soft warm cool fresh stale long short slow quick overnight morning " +
  "evening recipe method ratio gram hour minute temperature kitchen bowl spoon scale towel lid pan"
).split(" ");

/** A small deterministic generator (mulberry32), so every run serves the same pages. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether page `i`'s text is rewritten on `day` (never on day 0: that is the baseline). */
export const changesOn = (i: number, day: number) =>
  day > 0 && random(i * 7919 + day * 104_729)() < DAILY_CHANGE_SHARE;

/** Which version of its text page `i` shows on `day`: the number of rewrites so far. */
function versionOn(i: number, day: number): number {
  let version = 0;
  for (let d = 1; d <= day; d++) if (changesOn(i, d)) version++;
  return version;
}

function paragraphs(i: number, version: number): string[] {
  const next = random(i * 31 + version * 1_000_003);
  return Array.from({ length: 6 }, () =>
    Array.from({ length: 60 }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" "),
  ).map((p) => `${p[0]!.toUpperCase()}${p.slice(1)}.`);
}

export function articleHtml(i: number, day: number): string {
  const text = paragraphs(i, versionOn(i, day))
    .map((p, n) => (n % 2 === 0 ? `<h2>Part ${n / 2 + 1}</h2><p>${p}</p>` : `<p>${p}</p>`))
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Bread notes ${i}: flour, water and time</title>
<meta name="description" content="Notes on baking bread at home, number ${i}: ingredients, timings and what to look for in the crumb.">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="/a/${i}">
</head><body><h1>Bread notes ${i}</h1>
${text}
<p><a href="/a/${(i + 1) % 1000}">Next</a></p>
</body></html>`;
}

export interface ChangingSite {
  url: string;
  close(): Promise<void>;
}

export async function startChangingSite(pages: number): Promise<ChangingSite> {
  let day = 0;
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    const dayMatch = /^\/__day\/(\d+)$/.exec(path);
    if (dayMatch) {
      day = Number(dayMatch[1]);
      res.writeHead(204).end();
      return;
    }
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
      return;
    }
    const page = /^\/a\/(\d+)$/.exec(path);
    const i = page ? Number(page[1]) : -1;
    if (i < 0 || i >= pages) {
      res.writeHead(404, { "content-type": "text/html" }).end("<!doctype html><title>Not found</title>");
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(articleHtml(i, day));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
