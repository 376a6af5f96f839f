/**
 * The generated benchmark site really contains what its manifest says: a small independent
 * crawler (breadth-first over the served pages, redirects followed by hand) finds exactly the
 * planted broken links, redirects, duplicates, near-duplicates, orphans, deep, thin, noindex,
 * canonicalised and hreflang pages, and the sitemap hygiene errors. If the generator and its
 * manifest drift apart, the benchmark's "found = planted" would judge the crawler wrongly.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeHtmlSync, factsFromHtml, simhash, similarity } from "../../packages/engine/src/index";
import { type GeneratedSite, startGeneratedSite } from "./generated-site";

interface Fetched {
  status: number;
  location?: string;
  html?: string;
}

let site: GeneratedSite;
const responses = new Map<string, Fetched>();
const links = new Map<string, string[]>(); // page → absolute hrefs of <a> (nav and content)
const depth = new Map<string, number>();
let sitemapUrls: string[] = [];

async function get(url: string): Promise<Fetched> {
  const cached = responses.get(url);
  if (cached) return cached;
  const res = await fetch(url, { redirect: "manual" });
  const body = await res.text();
  const fetched: Fetched = {
    status: res.status,
    location: res.headers.get("location") ? new URL(res.headers.get("location")!, url).href : undefined,
    html: res.headers.get("content-type")?.startsWith("text/html") ? body : undefined,
  };
  responses.set(url, fetched);
  return fetched;
}

const attr = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!);
const hrefs = (html: string, base: string) =>
  attr(html, /<a [^>]*href="([^"]+)"/g).map((h) => new URL(h, base).href);
const first = (html: string, re: RegExp) => re.exec(html)?.[1] ?? null;

/** The final 200 page behind a URL, following up to 10 redirects; null for a 4xx or a loop. */
async function resolve(url: string): Promise<{ url: string; hops: number } | null> {
  const seen = new Set<string>();
  let current = url;
  for (let hops = 0; hops < 10; hops++) {
    if (seen.has(current)) return null;
    seen.add(current);
    const r = await get(current);
    if (r.status === 200) return { url: current, hops };
    if (r.status !== 301 || !r.location) return null;
    current = r.location;
  }
  return null;
}

const pages = () => [...responses].filter(([, r]) => r.status === 200 && r.html).map(([u]) => u);
const indexable = (url: string) => {
  const html = responses.get(url)!.html!;
  return !/<meta name="robots" content="[^"]*noindex/.test(html) && !/rel="canonical"/.test(html);
};
function groupsOf(key: (html: string) => string | null): string[][] {
  const by = new Map<string, string[]>();
  for (const url of pages().filter(indexable)) {
    const k = key(responses.get(url)!.html!);
    if (k !== null) by.set(k, [...(by.get(k) ?? []), url]);
  }
  return [...by.values()]
    .filter((g) => g.length > 1)
    .map((g) => g.sort())
    .sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

beforeAll(async () => {
  site = await startGeneratedSite({ pages: 300, seed: 7 });
  // Breadth-first over <a> links from the home page, the way a crawler walks.
  let frontier = [site.origin];
  depth.set(site.origin, 0);
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const url of frontier) {
      const r = await get(url);
      if (!r.html) continue;
      const out = hrefs(r.html, url);
      links.set(url, out);
      for (const target of out) {
        if (depth.has(target)) continue;
        depth.set(target, depth.get(url)! + 1);
        next.push(target);
      }
    }
    frontier = next;
  }
  const index = (await (await fetch(`${site.origin}sitemap.xml`)).text()) as string;
  for (const child of attr(index, /<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await fetch(child)).text();
    sitemapUrls.push(...attr(xml, /<loc>([^<]+)<\/loc>/g));
  }
  sitemapUrls = [...new Set(sitemapUrls)];
  for (const url of sitemapUrls) await get(url);
}, 60_000);

afterAll(() => site?.close());

describe("the generated site", () => {
  it("serves robots.txt with its sitemap, a sitemap index, HEAD, and 404 for unknown paths", async () => {
    const robots = await (await fetch(`${site.origin}robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${site.origin}sitemap.xml`);
    expect(site.manifest.sitemaps[0]).toBe(`${site.origin}sitemap.xml`);
    const head = await fetch(`${site.origin}p/42`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(1000);
    expect(await head.text()).toBe("");
    expect((await fetch(`${site.origin}p/300`)).status).toBe(404);
    expect((await fetch(`${site.origin}p/007`)).status).toBe(404);
  });

  it("renders the same bytes for the same page and seed", async () => {
    const again = await startGeneratedSite({ pages: 300, seed: 7 });
    try {
      const a = (await get(`${site.origin}p/123`)).html!;
      const b = await (await fetch(`${again.origin}p/123`)).text();
      expect(b.replaceAll(again.origin, site.origin)).toBe(a);
      expect(again.manifest.planted.orphans.urls.map((u) => u.replace(again.origin, site.origin))).toEqual(
        site.manifest.planted.orphans.urls,
      );
    } finally {
      await again.close();
    }
  });

  it("has every one of its N pages linked from / except the orphans, which only the sitemap lists", () => {
    const linked = pages().filter((u) => depth.has(u));
    expect(pages()).toHaveLength(site.manifest.pages);
    expect(linked).toHaveLength(site.manifest.pages - site.manifest.planted.orphans.urls.length);
    const orphans = pages()
      .filter((u) => !depth.has(u))
      .sort();
    expect(orphans).toEqual(site.manifest.planted.orphans.urls);
    for (const o of orphans) expect(sitemapUrls).toContain(o);
  });

  it("has a shared navigation of every hub and 8–45 content links a page", () => {
    const navLinks = 1 + site.plan.hubs + 1; // the logo, home and every hub
    const home = links.get(site.origin)!;
    for (const url of pages()) {
      const out = links.get(url) ?? hrefs(responses.get(url)!.html!, url); // orphans: not walked
      expect(out.slice(0, navLinks)).toEqual(home.slice(0, navLinks));
      const content = out.length - navLinks;
      expect(content).toBeGreaterThanOrEqual(url === site.origin ? 1 : 8);
      expect(content).toBeLessThanOrEqual(45);
    }
  });

  it("plants exactly the broken links, redirect chains and the loop it records", async () => {
    const pairs: [string, string][] = [];
    const chains = new Set<string>();
    const loops = new Set<string>();
    const toRedirect = new Set<string>();
    for (const [source, out] of links) {
      for (const target of new Set(out)) {
        const r = await get(target);
        if (r.status === 404) pairs.push([source, target]);
        if (r.status === 301) {
          toRedirect.add(source);
          const end = await resolve(target);
          if (end === null) loops.add(target);
          else if (end.hops >= 2) chains.add(target);
        }
      }
    }
    const planted = site.manifest.planted;
    pairs.sort((a, b) => (a.join(" ") < b.join(" ") ? -1 : 1));
    expect(pairs).toEqual(planted.brokenLinks.pairs);
    expect([...new Set(pairs.map((p) => p[1]))].sort()).toEqual(planted.brokenLinks.targets);
    expect(planted.brokenLinks.targets.length).toBeGreaterThanOrEqual(2);
    expect([...chains].sort()).toEqual(planted.redirectChains.starts);
    expect([...loops]).toEqual([planted.redirectLoops.urls[0]]);
    expect((await get(planted.redirectLoops.urls[1]!)).location).toBe(planted.redirectLoops.urls[0]);
    expect([...toRedirect].sort()).toEqual(planted.linksToRedirects.sources);
  });

  it("plants exactly the duplicate titles, descriptions, H1s and exact duplicate pages", () => {
    const planted = site.manifest.planted;
    expect(groupsOf((h) => first(h, /<title>([^<]*)<\/title>/))).toEqual(planted.duplicateTitles.groups);
    expect(groupsOf((h) => first(h, /<meta name="description" content="([^"]*)"/))).toEqual(
      planted.duplicateDescriptions.groups,
    );
    expect(groupsOf((h) => first(h, /<h1>([^<]*)<\/h1>/))).toEqual(planted.duplicateH1.groups);
    expect(groupsOf((h) => h)).toEqual(planted.exactDuplicates.groups);
    // Duplicate titles come from their own planted groups, not only from the duplicate pages.
    expect(planted.duplicateTitles.groups.length).toBeGreaterThan(planted.exactDuplicates.groups.length);
  });

  it("plants near-duplicates ≥ 90 % similar by the engine's SimHash, and no other pair", () => {
    const fingerprints = pages()
      .filter(indexable)
      .map((url) => ({ url, fp: simhash(factsFromHtml(responses.get(url)!.html!, { url }).mainText) }));
    const near: string[][] = [];
    for (let i = 0; i < fingerprints.length; i++)
      for (let j = i + 1; j < fingerprints.length; j++) {
        const a = fingerprints[i]!;
        const b = fingerprints[j]!;
        if (a.fp !== b.fp && similarity(a.fp, b.fp) >= 0.9) near.push([a.url, b.url].sort());
      }
    near.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
    expect(near).toEqual(site.manifest.planted.nearDuplicates.groups);
    expect(near.length).toBeGreaterThanOrEqual(2);
  });

  it("plants exactly the noindex, canonicalised, thin and deep pages", () => {
    const planted = site.manifest.planted;
    const html = (u: string) => responses.get(u)!.html!;
    expect(
      pages()
        .filter((u) => /content="noindex/.test(html(u)))
        .sort(),
    ).toEqual(planted.noindex.urls);
    expect(
      pages()
        .filter((u) => /rel="canonical"/.test(html(u)))
        .sort(),
    ).toEqual(planted.canonicalised.urls);
    const words = new Map(pages().map((u) => [u, analyzeHtmlSync(html(u), { url: u }).wordCount]));
    expect(
      pages()
        .filter((u) => words.get(u)! < 200)
        .sort(),
    ).toEqual(planted.thin.urls);
    // Every other page is well clear of the thin-content warning line (300 words).
    expect(
      Math.min(
        ...pages()
          .filter((u) => words.get(u)! >= 200)
          .map((u) => words.get(u)!),
      ),
    ).toBeGreaterThan(300);
    expect(
      pages()
        .filter((u) => (depth.get(u) ?? 0) > 3)
        .sort(),
    ).toEqual(planted.deepPages.urls);
    expect(Math.max(...pages().map((u) => depth.get(u) ?? 0))).toBe(planted.deepPages.maxDepth);
  });

  it("plants exactly the hreflang errors: a missing return link and an invalid code", () => {
    const missing: string[] = [];
    const returnless: string[] = [];
    const invalid: string[] = [];
    for (const url of pages()) {
      const html = responses.get(url)!.html!;
      const alternates = [...html.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]);
      if (alternates.some(([code]) => !/^([a-z]{2}(-[A-Z]{2})?|x-default)$/.test(code!))) invalid.push(url);
      for (const [, target] of alternates) {
        if (target === url) continue;
        const back = responses.get(target)!.html!;
        if (!back.includes(`href="${url}"`) || !back.includes("hreflang=")) {
          missing.push(url);
          returnless.push(target!);
        }
      }
    }
    const planted = site.manifest.planted;
    expect([...new Set(missing)].sort()).toEqual(planted.hreflangMissingReturn.pages);
    expect([...new Set(returnless)].sort()).toEqual(planted.hreflangMissingReturn.targets);
    expect(invalid.sort()).toEqual(planted.hreflangInvalidCode.pages);
  });

  it("lists the planted sitemap errors: noindex, canonicalised and non-200 entries", () => {
    const planted = site.manifest.planted;
    const html = (u: string) => responses.get(u)?.html ?? "";
    expect(sitemapUrls.filter((u) => /content="noindex/.test(html(u))).sort()).toEqual(
      planted.sitemapNoindex.urls,
    );
    expect(sitemapUrls.filter((u) => /rel="canonical"/.test(html(u))).sort()).toEqual(
      planted.sitemapCanonicalised.urls,
    );
    expect(sitemapUrls.filter((u) => responses.get(u)!.status !== 200).sort()).toEqual(
      planted.sitemapNon200.urls,
    );
  });
});
