/**
 * The generated site's answer key: every URL a complete crawl fetches and, per planted issue, the
 * exact URLs (and pairs, groups) a crawler must report. Computed from the plan and the rendered
 * fields, not from intentions: duplicate titles are every group of pages sharing a title (the
 * exact duplicates' included), click depth is a breadth-first search over the planned links.
 * URLs are absolute and sorted, so two manifests (or a manifest and a crawl) compare with `===`.
 */
import { descriptionOf, h1Of, hreflangOf, type SiteText, sitemapPaths, titleOf } from "./site-page";
import { contentLinksOf, pageIdOf, pagePath, pagesWithRole, roleOf, type SitePlan } from "./site-plan";

export interface SiteManifest {
  origin: string;
  seed: number;
  /** HTML pages answering 200 (the site's N). */
  pages: number;
  /** Every URL a complete crawl requests besides robots.txt and the sitemaps, by what it answers. */
  urls: { html: number; redirects: string[]; notFound: string[]; resources: string[] };
  sitemaps: string[];
  planted: Planted;
}

export interface Planted {
  brokenLinks: { pairs: [string, string][]; targets: string[]; sources: string[] };
  redirectChains: { starts: string[]; sources: string[] };
  redirectLoops: { urls: string[]; sources: string[] };
  linksToRedirects: { targets: string[]; sources: string[] };
  duplicateTitles: { groups: string[][] };
  duplicateDescriptions: { groups: string[][] };
  duplicateH1: { groups: string[][] };
  exactDuplicates: { groups: string[][] };
  nearDuplicates: { groups: string[][] };
  orphans: { urls: string[] };
  noindex: { urls: string[] };
  canonicalised: { urls: string[] };
  nonIndexable: { urls: string[] };
  hreflangMissingReturn: { pages: string[]; targets: string[] };
  hreflangInvalidCode: { pages: string[] };
  deepPages: { urls: string[]; maxDepth: number };
  thin: { urls: string[] };
  sitemapNoindex: { urls: string[] };
  sitemapCanonicalised: { urls: string[] };
  sitemapNon200: { urls: string[] };
}

export const CLICK_DEPTH_LIMIT = 3;

export function buildManifest(plan: SitePlan, text: SiteText, origin: string): SiteManifest {
  const abs = (path: string) => `${origin}${path.slice(1)}`;
  const urlsOf = (ids: number[]) => ids.map((id) => abs(pagePath(id))).sort();
  const sorted = (paths: Iterable<string>) => [...new Set(paths)].map(abs).sort();
  const indexable = (id: number) => {
    const r = roleOf(plan, id);
    return r !== "noindex" && r !== "canonicalised";
  };

  const groupsBy = (field: (id: number) => string) => {
    const by = new Map<string, number[]>();
    for (let id = 0; id < plan.pages; id++) {
      if (!indexable(id)) continue;
      const key = field(id);
      const list = by.get(key);
      if (list) list.push(id);
      else by.set(key, [id]);
    }
    return [...by.values()]
      .filter((g) => g.length > 1)
      .map(urlsOf)
      .sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
  };
  const roleGroups = (r: "exact-duplicate" | "near-duplicate") => {
    const by = new Map<number, number[]>();
    for (const id of pagesWithRole(plan, r))
      by.set(plan.leader[id]!, [...(by.get(plan.leader[id]!) ?? []), id]);
    return [...by.values()].map(urlsOf).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
  };

  const depth = clickDepths(plan);
  const deep: number[] = [];
  let maxDepth = 0;
  depth.forEach((d, id) => {
    if (d > CLICK_DEPTH_LIMIT) deep.push(id);
    if (d > maxDepth) maxDepth = d;
  });

  const missingReturn = pagesWithRole(plan, "hreflang-missing-return");
  const invalid = pagesWithRole(plan, "hreflang-invalid-code").filter((id) =>
    hreflangOf(plan, id).some(([code]) => code === "english"),
  );
  const noindex = pagesWithRole(plan, "noindex");
  const canonicalised = pagesWithRole(plan, "canonicalised");
  const redirectSources = plan.redirectChains.flatMap((c) => c.sources);

  return {
    origin,
    seed: plan.seed,
    pages: plan.pages,
    urls: {
      html: plan.pages,
      redirects: sorted(plan.redirects.keys()),
      notFound: sorted(plan.broken.map((b) => b.target)),
      resources: sorted(["/assets/site.css"]),
    },
    sitemaps: [
      abs("/sitemap.xml"),
      ...Array.from({ length: Math.ceil(sitemapPaths(plan).length / 50_000) }, (_, i) =>
        abs(`/sitemaps/pages-${i + 1}.xml`),
      ),
    ],
    planted: {
      brokenLinks: {
        pairs: plan.broken
          .flatMap((b) => b.sources.map((s): [string, string] => [abs(pagePath(s)), abs(b.target)]))
          .sort((a, b) => (a.join(" ") < b.join(" ") ? -1 : 1)),
        targets: sorted(plan.broken.map((b) => b.target)),
        sources: urlsOf([...new Set(plan.broken.flatMap((b) => b.sources))]),
      },
      redirectChains: {
        starts: sorted(plan.redirectChains.map((c) => c.start)),
        sources: urlsOf([...new Set(redirectSources)]),
      },
      redirectLoops: { urls: sorted(plan.loop.urls), sources: urlsOf([plan.loop.source]) },
      linksToRedirects: {
        targets: sorted([...plan.redirectChains.map((c) => c.start), plan.loop.urls[0]!]),
        sources: urlsOf([...new Set([...redirectSources, plan.loop.source])]),
      },
      duplicateTitles: { groups: groupsBy((id) => titleOf(plan, text, id)) },
      duplicateDescriptions: { groups: groupsBy((id) => descriptionOf(plan, text, id)) },
      duplicateH1: { groups: groupsBy((id) => h1Of(plan, text, id)) },
      exactDuplicates: { groups: roleGroups("exact-duplicate") },
      nearDuplicates: { groups: roleGroups("near-duplicate") },
      orphans: { urls: urlsOf(plan.orphans) },
      noindex: { urls: urlsOf(noindex) },
      canonicalised: { urls: urlsOf(canonicalised) },
      nonIndexable: { urls: urlsOf([...noindex, ...canonicalised]) },
      hreflangMissingReturn: {
        pages: urlsOf(missingReturn.filter((id) => plan.leader[id] === id)),
        targets: urlsOf(missingReturn.filter((id) => plan.leader[id] !== id)),
      },
      hreflangInvalidCode: { pages: urlsOf(invalid) },
      deepPages: { urls: urlsOf(deep), maxDepth },
      thin: { urls: urlsOf(pagesWithRole(plan, "thin")) },
      sitemapNoindex: { urls: urlsOf(plan.sitemapExtras.noindex) },
      sitemapCanonicalised: { urls: urlsOf(plan.sitemapExtras.canonicalised) },
      sitemapNon200: { urls: sorted(plan.sitemapExtras.non200) },
    },
  };
}

/** Click depth of every page from `/` along the planned links (−1: not linked, the orphans). */
export function clickDepths(plan: SitePlan): Int32Array {
  const depth = new Int32Array(plan.pages).fill(-1);
  depth[0] = 0;
  // Every page carries the navigation, so the hubs are one click from anywhere, home included.
  for (let h = 1; h <= plan.hubs; h++) depth[h] = 1;
  let frontier = [0, ...Array.from({ length: plan.hubs }, (_, i) => i + 1)];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const id of frontier) {
      for (const path of contentLinksOf(plan, id)) {
        const target = pageIdOf(path, plan.pages);
        if (target === null || depth[target] !== -1) continue;
        depth[target] = depth[id]! + 1;
        next.push(target);
      }
    }
    frontier = next;
  }
  return depth;
}
