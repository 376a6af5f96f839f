import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What a page of a monitored site looks like on a given day. */
export interface PageVersion {
  title?: string | null;
  description?: string;
  h1?: string;
  /** Absolute or root-relative; absent: the page itself. */
  canonical?: string;
  noindex?: boolean;
  /** Paragraphs of the main text. */
  paragraphs?: string[];
  /** A page that lost its care: no viewport, no language, images without text alternatives, no subheadings. */
  neglected?: boolean;
}

/** How a path answers on a day: a page, an HTTP error, a dropped connection, or no answer at all. */
export type DayAnswer =
  | { kind: "page"; page: PageVersion }
  | { kind: "status"; status: number }
  | { kind: "drop" }
  | { kind: "hang" };

export interface MonitoredSite {
  url: string;
  /** The simulated day the site answers for. */
  day: number;
  hits: string[];
  close(): Promise<void>;
}

export const BASE_PARAGRAPHS = [
  "Sourdough bread baking starts with a healthy starter. Feed your sourdough starter with flour and water every day until it doubles in size within a few hours of feeding.",
  "Mix flour, water and salt with a spoon of active starter. Sourdough bread needs time: let the dough rest, then stretch and fold it every half hour for two hours.",
  "Shape the dough into a tight round, dust it with rice flour and let it rise in a basket overnight in the fridge, where the slow cold proof builds flavour.",
  "Bake the sourdough loaf in a hot Dutch oven. Baking with the lid on keeps steam in, which gives the bread its crust; take the lid off for the last twenty minutes.",
  "Let the loaf cool on a rack for at least an hour before slicing it. Cutting it hot lets steam escape and leaves the crumb gummy instead of open and glossy.",
];

export const REWRITTEN_PARAGRAPHS = [
  "Rye bread is dense and dark. A rye sourdough needs a wetter starter and a longer fermentation than a wheat loaf, and the dough is more like a paste than a ball.",
  "Caraway seeds, molasses and a little cocoa give a Scandinavian rye its colour and depth. Mix everything in a bowl with a wet spatula, there is no kneading at all.",
  "Pack the paste into a greased tin, smooth the top with a wet hand and leave it covered until it has risen by a third, which takes three to five hours indoors.",
  BASE_PARAGRAPHS[3]!,
  BASE_PARAGRAPHS[4]!,
];

export function renderPage(path: string, page: PageVersion): string {
  const title = page.title === undefined ? `Sourdough guide: ${path}` : page.title;
  const description =
    page.description ??
    "Learn sourdough bread baking at home: feeding a starter, mixing, shaping and baking a crusty loaf, with timings and temperatures for beginners.";
  const paragraphs = page.paragraphs ?? BASE_PARAGRAPHS;
  const neglected = page.neglected === true;
  const body = paragraphs
    .map((p, i) => (i > 0 && i % 2 === 0 && !neglected ? `<h2>Step ${i}</h2>\n<p>${p}</p>` : `<p>${p}</p>`))
    .join("\n");
  return `<!doctype html>
<html${neglected ? "" : ' lang="en"'}><head>
<meta charset="utf-8">
${title === null ? "" : `<title>${title}</title>`}
<meta name="description" content="${description}">
${neglected ? "" : '<meta name="viewport" content="width=device-width, initial-scale=1">'}
<link rel="canonical" href="${page.canonical ?? path}">
${page.noindex ? '<meta name="robots" content="noindex">' : ""}
</head><body>
<h1>${page.h1 ?? "Sourdough bread baking guide"}</h1>
${body}
<img src="/loaf.jpg"${neglected ? "" : ' alt="A crusty sourdough loaf" width="600" height="400"'}>
<img src="/crumb.jpg"${neglected ? "" : ' alt="The open crumb of a sourdough loaf" width="600" height="400"'}>
<p><a href="/">Home</a></p>
</body></html>`;
}

/**
 * A real website on 127.0.0.1 whose pages follow a plan by simulated day: `answer(path, day)`
 * says how a path answers today (undefined: 404). robots.txt disallows `disallow(day)` and names
 * /sitemap.xml, which lists `sitemap(day)`.
 */
export async function startMonitoredSite(plan: {
  answer(path: string, day: number): DayAnswer | undefined;
  sitemap?(day: number): string[];
  /** Paths robots.txt disallows on a day. */
  disallow?(day: number): string[];
  /** Pages answer after this long: a run that takes a while (workers killed mid-run). */
  delayMs?: number;
}): Promise<MonitoredSite> {
  const state = { day: 0 };
  const hits: string[] = [];
  let origin = "";
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://site.test").pathname;
    hits.push(path);
    const respond = respondTo(req, res, path);
    if (path === "/robots.txt") {
      res
        .writeHead(200, { "content-type": "text/plain" })
        .end(
          `User-agent: *\n${(plan.disallow?.(state.day) ?? []).map((p) => `Disallow: ${p}\n`).join("")}Allow: /\n${
            plan.sitemap ? `Sitemap: ${origin}/sitemap.xml\n` : ""
          }`,
        );
      return;
    }
    if (path === "/sitemap.xml" && plan.sitemap) {
      const urls = plan.sitemap(state.day).map((p) => `<url><loc>${origin}${p}</loc></url>`);
      res
        .writeHead(200, { "content-type": "application/xml" })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>`,
        );
      return;
    }
    const answer = plan.answer(path, state.day);
    if (plan.delayMs) setTimeout(() => respond(answer), plan.delayMs);
    else respond(answer);
  });
  const respondTo =
    (req: IncomingMessage, res: ServerResponse, path: string) => (answer: DayAnswer | undefined) => {
      if (answer === undefined) {
        res.writeHead(404, { "content-type": "text/html" }).end("<!doctype html><title>Not found</title>");
      } else if (answer.kind === "page") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(renderPage(path, answer.page));
      } else if (answer.kind === "status") {
        res
          .writeHead(answer.status, { "content-type": "text/html" })
          .end("<!doctype html><title>Error</title>");
      } else if (answer.kind === "drop") {
        req.socket.destroy();
      }
      // "hang": no answer; the fetcher's timeout ends it (the socket closes with the server).
    };
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    get day() {
      return state.day;
    },
    set day(value: number) {
      state.day = value;
    },
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
