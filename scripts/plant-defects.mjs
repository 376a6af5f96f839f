#!/usr/bin/env node
// Copies a folder of real HTML pages (Debian's git-doc: /usr/share/doc/git-doc) into two sites to
// crawl as a professional would: a clean copy (every page with a description, plus robots.txt and
// a sitemap) and a copy with one of each planted defect, listed in planted.json with the URLs a
// site audit must name. Serve each with `python3 -m http.server --bind 127.0.0.1 PORT -d DIR`.
//
//   node scripts/plant-defects.mjs /usr/share/doc/git-doc /tmp/walk http://127.0.0.1:8081
//
// The third argument is where the clean copy will be served (its sitemap names absolute URLs).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [source, out, cleanOrigin = "http://127.0.0.1:8081"] = process.argv.slice(2);
if (!source || !out) {
  console.error("usage: plant-defects.mjs <folder of .html pages> <output folder>");
  process.exit(2);
}

const pages = readdirSync(source)
  .filter((file) => file.endsWith(".html"))
  .sort();
const titleOf = (html) => /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? "";

/** A description of 120–160 characters, unique per page (it names the page's title). */
function description(html) {
  const text = `${titleOf(html)}: the Git manual page, with its synopsis, options, examples and notes, from Debian's git-doc package.`;
  return text.length >= 120 ? text.slice(0, 155) : text.padEnd(125, " Read it offline.").slice(0, 150);
}

function withDescription(html) {
  return html.replace(/<title>/i, `<meta name="description" content="${description(html)}" />\n<title>`);
}

function writeSite(dir, edit) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(source)) {
    if (!file.endsWith(".html")) {
      cpSync(join(source, file), join(dir, file), { recursive: true, dereference: true });
      continue;
    }
    const html = withDescription(readFileSync(join(source, file), "utf8"));
    writeFileSync(join(dir, file), edit(file, html));
  }
}

const clean = join(out, "clean");
writeSite(clean, (_file, html) => html);
writeFileSync(join(clean, "robots.txt"), `User-agent: *\nDisallow:\n\nSitemap: ${cleanOrigin}/sitemap.xml\n`);
writeFileSync(
  join(clean, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages
    .map((file) => `<url><loc>${cleanOrigin}/${file}</loc></url>`)
    .join("\n")}\n</urlset>\n`,
);

// One page of each defect, chosen among pages the index links to (so the crawl reaches them).
const plan = {
  "description-missing": "git-add.html",
  "h1-missing": "git-commit.html",
  "duplicate-titles": ["git-push.html", "git-pull.html"],
  "non-indexable-pages": "git-tag.html",
  canonical: { page: "git-merge.html", to: "git-rebase.html" },
  "broken-internal-links": { page: "git-log.html", to: "git-missing-page.html" },
  "images-without-alt": "git-status.html",
  "rich-results-incomplete": "git-diff.html",
  "title-too-long": "git-branch.html",
  // Served from out/external on another host name (localhost, port 8082): a 404 and a 301.
  "broken-external-links": { page: "git-fetch.html", to: "http://localhost:8082/gone.html" },
  "external-redirects": { page: "git-fetch.html", to: "http://localhost:8082/moved" },
  // A page of our own, linked from one deep page only (a how-to two clicks below the index).
  "few-inlinks": { page: "reading-offline.html", from: "howto/maintain-git.html" },
  // Found by a crawl that renders JavaScript (issue 28); a raw crawl reports none of them.
  "rendering-changes-metadata": "git-clone.html",
  "rendering-changes-indexing": "git-revert.html",
  "js-only-links": { page: "git-reset.html", to: "git-bisect.html" },
  "content-only-rendered": "git-stash.html",
};

const planted = join(out, "planted");
writeSite(planted, (file, html) => {
  if (file === plan["description-missing"]) return html.replace(/<meta name="description"[^>]*>\n/, "");
  if (file === plan["h1-missing"]) return html.replace(/<h1>([\s\S]*?)<\/h1>/i, "<div>$1</div>");
  if (file === plan["duplicate-titles"][1])
    return html.replace(/<title>[^<]*<\/title>/i, "<title>git-push(1)</title>");
  if (file === plan["non-indexable-pages"])
    return html.replace(/<title>/i, '<meta name="robots" content="noindex" />\n<title>');
  if (file === plan.canonical.page)
    return html.replace(/<title>/i, `<link rel="canonical" href="/${plan.canonical.to}" />\n<title>`);
  if (file === plan["broken-internal-links"].page)
    return html.replace(
      /<body([^>]*)>/i,
      `<body$1>\n<p><a href="${plan["broken-internal-links"].to}">See also</a></p>`,
    );
  if (file === plan["images-without-alt"])
    return html.replace(/<body([^>]*)>/i, '<body$1>\n<p><img src="logo.png" width="10" height="10" /></p>');
  if (file === plan["rich-results-incomplete"])
    return html.replace(
      /<\/head>/i,
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"git diff"}</script>\n</head>',
    );
  if (file === plan["broken-external-links"].page)
    return html.replace(
      /<body([^>]*)>/i,
      `<body$1>\n<p><a href="${plan["broken-external-links"].to}">Old mirror</a> <a href="${plan["external-redirects"].to}">Moved mirror</a></p>`,
    );
  if (file === plan["rendering-changes-metadata"])
    return html.replace(/<\/body>/i, '<script>document.title = "Clone a Git repository";</script>\n</body>');
  if (file === plan["rendering-changes-indexing"])
    return html.replace(
      /<\/body>/i,
      '<script>var c = document.createElement("link"); c.rel = "canonical"; c.href = "/git-reset.html"; document.head.appendChild(c);</script>\n</body>',
    );
  if (file === plan["js-only-links"].page)
    return html.replace(
      /<\/body>/i,
      `<script>var a = document.createElement("a"); a.href = "${plan["js-only-links"].to}"; a.textContent = "Restore instead"; document.body.appendChild(a);</script>\n</body>`,
    );
  if (file === plan["content-only-rendered"]) {
    // The whole body written by a script, as a client-rendered page is: the HTML sent is a shell.
    const body = /<body([^>]*)>([\s\S]*)<\/body>/i.exec(html);
    if (!body) return html;
    return html.replace(
      body[0],
      `<body${body[1]}><div id="app">Loading…</div><script>document.getElementById("app").innerHTML = ${JSON.stringify(body[2]).replace(/<\//g, "<\\/")};</script></body>`,
    );
  }
  if (file === plan["title-too-long"])
    return html.replace(
      /<title>[^<]*<\/title>/i,
      "<title>git-branch(1): list, create, or delete branches, and everything else you can do with them</title>",
    );
  return html;
});
// The page only one deep page links to: written here (so it duplicates nothing), with enough text
// to be a real page, and linked from the end of a how-to.
writeFileSync(
  join(planted, plan["few-inlinks"].page),
  `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="description" content="How to read the Git manual pages offline: where Debian installs them, how they link to each other, and how to search them without a network." />
<title>Reading the Git documentation offline</title></head><body>
<h1>Reading the Git documentation offline</h1>
${Array.from(
  { length: 6 },
  (_, i) =>
    `<p>Part ${i + 1}. Debian installs the Git manual pages as HTML in the git-doc package, so every command, guide and how-to can be read in a browser without a network connection. The pages link to one another the way the online manual does, and each command page lists its synopsis, its options, worked examples and the configuration variables it reads. Searching them is a matter of a local search tool or the browser's own find.</p>`,
).join("\n")}
</body></html>\n`,
);
const deepPage = join(planted, plan["few-inlinks"].from);
writeFileSync(
  deepPage,
  readFileSync(deepPage, "utf8").replace(
    /<\/body>/i,
    `<p>See also <a href="../${plan["few-inlinks"].page}">reading the documentation offline</a>.</p>\n</body>`,
  ),
);
// A 1×1 PNG for the image without alt text.
writeFileSync(
  join(planted, "logo.png"),
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);
// The other host: /moved is a folder, which Python's http.server redirects (301) to /moved/.
mkdirSync(join(out, "external", "moved"), { recursive: true });
writeFileSync(
  join(out, "external", "moved", "index.html"),
  "<!doctype html><title>Mirror</title><p>Moved here.</p>",
);
writeFileSync(join(out, "planted.json"), `${JSON.stringify(plan, null, 2)}\n`);
console.log(
  `${pages.length} pages each in ${clean} and ${planted}; the plan is in ${join(out, "planted.json")}`,
);
