import { page, type SiteRoute } from "./crawl-site";

const WORDS = "Hand-forged garden tools, sharpened and oiled before they ship. ".repeat(12);

/**
 * A client-rendered shop: the HTML the server sends is a shell ("Loading…", one link); its script
 * sets the title, description, canonical and H1, writes the text and adds two links. /about is an
 * ordinary server-rendered page, on which rendering must find nothing to report; /gated is sent
 * noindex and a script removes the tag.
 */
export const CLIENT_RENDERED_SITE: Record<string, SiteRoute> = {
  "/": `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loading…</title>
    <script src="/app.js" defer></script></head>
    <body><div id="root"><p>Loading…</p></div><a href="/about">About</a></body></html>`,
  "/app.js": {
    headers: { "content-type": "text/javascript" },
    body: `
      document.title = "Client Shop";
      const meta = document.createElement("meta"); meta.name = "description";
      meta.content = "Garden tools, forged by hand."; document.head.append(meta);
      const canonical = document.createElement("link"); canonical.rel = "canonical";
      canonical.href = "/"; document.head.append(canonical);
      fetch("/api/catalogue.json").then((r) => r.json()).then((catalogue) => {
        document.getElementById("root").innerHTML =
          "<h1>Client Shop</h1><p>" + catalogue.text + "</p>" +
          catalogue.links.map((href) => '<a href="' + href + '">' + href + "</a>").join(" ");
      });`,
  },
  "/api/catalogue.json": {
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text: WORDS, links: ["/products", "/contact"] }),
  },
  "/about": page("About the shop", ["/", "/gated"], `<link rel="canonical" href="/about">`),
  // Sent as noindex; its script takes the tag away, which keeps no search engine from excluding it.
  "/gated": page(
    "Members' prices",
    ["/"],
    `<meta name="robots" content="noindex"><script>document.querySelector('meta[name="robots"]').remove()</script>`,
  ),
  "/products": page("Products", ["/"]),
  "/contact": page("Contact", ["/"]),
};
