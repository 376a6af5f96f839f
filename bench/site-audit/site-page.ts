/**
 * Renders the generated site's responses from its plan (site-plan.ts) and templates
 * (site-templates.ts): pages, robots.txt, the sitemap index and its child sitemaps. Text is
 * drawn from the template's words with half of them swapped for other corpus words, so every
 * page's text is its own (unrelated pages stay far below the 90 % near-duplicate line) while
 * reading like the corpus it came from.
 */
import {
  contentLinksOf,
  mix,
  mulberry32,
  navPaths,
  pagePath,
  pagesWithRole,
  roleOf,
  type SitePlan,
} from "./site-plan";
import type { SiteTemplate } from "./site-templates";

export const SITE_NAME = "Lens Gardens";
export const SITEMAP_CHUNK = 50_000;
const NEAR_DUPLICATE_SWAPS = 3;

export interface SiteText {
  templates: SiteTemplate[];
  vocabulary: string[];
}

export function siteText(templates: SiteTemplate[]): SiteText {
  return { templates, vocabulary: [...new Set(templates.flatMap((t) => t.vocabulary))].sort() };
}

/** What a page says: the fields the duplicate checks compare, and its body words. */
export interface PageContent {
  title: string;
  description: string;
  h1: string;
  paragraphs: string[][];
}

const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

function phrase(text: SiteText, rng: () => number, words: number): string[] {
  return Array.from({ length: words }, () => text.vocabulary[Math.floor(rng() * text.vocabulary.length)]!);
}

export function titleOf(plan: SitePlan, text: SiteText, id: number): string {
  const r = roleOf(plan, id);
  const source = r === "duplicate-title" || r === "exact-duplicate" ? plan.leader[id]! : id;
  const rng = mulberry32(mix(plan.seed, source, 1));
  return `${phrase(text, rng, 3).map(capitalise).join(" ")} ${source} | ${SITE_NAME}`;
}

export function descriptionOf(plan: SitePlan, text: SiteText, id: number): string {
  const r = roleOf(plan, id);
  const source = r === "duplicate-description" || r === "exact-duplicate" ? plan.leader[id]! : id;
  const rng = mulberry32(mix(plan.seed, source, 2));
  return `${capitalise(phrase(text, rng, 16).join(" "))}, on page ${source}.`;
}

export function h1Of(plan: SitePlan, text: SiteText, id: number): string {
  const source = roleOf(plan, id) === "exact-duplicate" ? plan.leader[id]! : id;
  const rng = mulberry32(mix(plan.seed, source, 3));
  return `${capitalise(phrase(text, rng, 4).join(" "))} ${source}`;
}

/** Body words in paragraphs: ~420 words, a thin page ~45; duplicates copy their leader's. */
export function paragraphsOf(plan: SitePlan, text: SiteText, id: number): string[][] {
  const r = roleOf(plan, id);
  const source = r === "exact-duplicate" || r === "near-duplicate" ? plan.leader[id]! : id;
  const rng = mulberry32(mix(plan.seed, source, 4));
  const template = text.templates[source % text.templates.length]!;
  const total = r === "thin" ? 40 + Math.floor(rng() * 10) : 380 + Math.floor(rng() * 80);
  const words: string[] = [];
  let at = Math.floor(rng() * template.words.length);
  while (words.length < total) {
    const w = template.words[at++ % template.words.length]!;
    words.push(rng() < 0.5 ? text.vocabulary[Math.floor(rng() * text.vocabulary.length)]! : w);
  }
  if (r === "near-duplicate" && source !== id) {
    const variant = plan.nearVariant.get(id) ?? 0;
    const swap = mulberry32(mix(plan.seed, id, 5, variant));
    for (let k = 0; k < NEAR_DUPLICATE_SWAPS; k++) {
      const at = Math.floor(swap() * words.length);
      words[at] = `${text.vocabulary[Math.floor(swap() * text.vocabulary.length)]!}x`;
    }
  }
  const paragraphs: string[][] = [];
  for (let i = 0; i < words.length; ) {
    const size = 60 + Math.floor(rng() * 30);
    paragraphs.push(words.slice(i, i + size));
    i += size;
  }
  return paragraphs;
}

export function contentOf(plan: SitePlan, text: SiteText, id: number): PageContent {
  return {
    title: titleOf(plan, text, id),
    description: descriptionOf(plan, text, id),
    h1: h1Of(plan, text, id),
    paragraphs: paragraphsOf(plan, text, id),
  };
}

/**
 * A short anchor text for links to a path, from the path itself, so every link to it says the
 * same (planted 404 and redirect paths get theirs the same way).
 */
function anchorOf(plan: SitePlan, text: SiteText, path: string): string {
  let key = 0;
  for (let i = 0; i < path.length; i++) key = Math.imul(key, 31) + path.charCodeAt(i);
  const rng = mulberry32(mix(plan.seed, key, 6));
  return `${capitalise(phrase(text, rng, 2).join(" "))}`;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The navigation markup every page shares (built once per server). */
export function renderNav(plan: SitePlan, text: SiteText): string {
  const labels = text.templates.flatMap((t) => t.navLabels);
  const items = navPaths(plan).map((path, i) => {
    const label = i === 0 ? "Home" : `${labels[i % labels.length] ?? "Section"} ${i}`;
    return `<li><a href="${path}">${escapeHtml(label)}</a></li>`;
  });
  return `<ul class="menu">${items.join("")}</ul>`;
}

/** hreflang alternates of a page: [code, id] pairs (see site-plan.ts for the planted errors). */
export function hreflangOf(plan: SitePlan, id: number): [string, number][] {
  const r = roleOf(plan, id);
  if (r !== "hreflang-ok" && r !== "hreflang-missing-return" && r !== "hreflang-invalid-code") return [];
  const first = plan.leader[id]!;
  const second = first === id ? pagesWithPartner(plan, id) : id;
  const cluster: [string, number][] = [
    ["en", first],
    ["de", second],
    ["x-default", first],
  ];
  // Missing return: the second page names nobody back.
  if (r === "hreflang-missing-return" && id !== first) return [];
  // Invalid code: the first page also names itself with a code that is no language.
  if (r === "hreflang-invalid-code" && id === first) cluster.push(["english", first]);
  return cluster;
}

/** The other member of a leader's pair (pairs are claimed consecutively, so a short scan finds it). */
function pagesWithPartner(plan: SitePlan, leader: number): number {
  const cached = partnerCache.get(plan)?.get(leader);
  if (cached !== undefined) return cached;
  const map = new Map<number, number>();
  for (const r of ["hreflang-ok", "hreflang-missing-return", "hreflang-invalid-code"] as const)
    for (const id of pagesWithRole(plan, r)) if (plan.leader[id] !== id) map.set(plan.leader[id]!, id);
  partnerCache.set(plan, map);
  return map.get(leader) ?? leader;
}
const partnerCache = new WeakMap<SitePlan, Map<number, number>>();

export function renderPage(plan: SitePlan, text: SiteText, nav: string, origin: string, id: number): string {
  const c = contentOf(plan, text, id);
  const r = roleOf(plan, id);
  const template = text.templates[plan.leader[id]! % text.templates.length]!;
  const head = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(c.title)}</title>`,
    `<meta name="description" content="${escapeHtml(c.description)}">`,
    `<link rel="stylesheet" href="/assets/site.css">`,
  ];
  if (r === "noindex") head.push(`<meta name="robots" content="noindex, follow">`);
  const canonical = plan.canonicalTarget.get(id);
  if (canonical !== undefined)
    head.push(`<link rel="canonical" href="${origin}${pagePath(canonical).slice(1)}">`);
  for (const [code, target] of hreflangOf(plan, id))
    head.push(`<link rel="alternate" hreflang="${code}" href="${origin}${pagePath(target).slice(1)}">`);
  const related = contentLinksOf(plan, id)
    .map((path) => `<li><a href="${path}">${escapeHtml(anchorOf(plan, text, path))}</a></li>`)
    .join("");
  const body = c.paragraphs.map((p) => `<p>${escapeHtml(p.join(" "))}</p>`).join("\n");
  const cls = (name: string) => (name ? ` class="${name}"` : "");
  return `<!doctype html>
<html lang="${template.lang}">
<head>
${head.join("\n")}
</head>
<body${cls(template.classes.body)}>
<header${cls(template.classes.header)}><a href="/" class="logo">${SITE_NAME}</a>
<nav${cls(template.classes.nav)} aria-label="Sections">${nav}</nav></header>
<main${cls(template.classes.main)}><article><h1>${escapeHtml(c.h1)}</h1>
${body}
</article>
<section class="related"><h2>Related</h2><ul>${related}</ul></section></main>
<footer${cls(template.classes.footer)}><p>${SITE_NAME}, a generated site from ${template.name}.</p></footer>
</body>
</html>
`;
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}sitemap.xml\n`;
}

/**
 * Every URL the sitemaps list: each indexable page (orphans and deep pages included), and the
 * planted hygiene errors: a few noindex and canonicalised pages and non-200 URLs.
 */
export function sitemapPaths(plan: SitePlan): string[] {
  const out: string[] = [];
  for (let id = 0; id < plan.pages; id++) {
    const r = roleOf(plan, id);
    if (r !== "noindex" && r !== "canonicalised") out.push(pagePath(id));
  }
  out.push(...plan.sitemapExtras.noindex.map(pagePath), ...plan.sitemapExtras.canonicalised.map(pagePath));
  out.push(...plan.sitemapExtras.non200);
  return out;
}

export function sitemapChunks(plan: SitePlan): number {
  return Math.ceil(sitemapPaths(plan).length / SITEMAP_CHUNK);
}

export function renderSitemapIndex(plan: SitePlan, origin: string): string {
  const entries = Array.from(
    { length: sitemapChunks(plan) },
    (_, i) => `<sitemap><loc>${origin}sitemaps/pages-${i + 1}.xml</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

export function renderSitemap(paths: string[], chunk: number, origin: string): string | null {
  const slice = paths.slice((chunk - 1) * SITEMAP_CHUNK, chunk * SITEMAP_CHUNK);
  if (chunk < 1 || slice.length === 0) return null;
  const urls = slice.map((p) => `<url><loc>${origin}${p.slice(1)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
