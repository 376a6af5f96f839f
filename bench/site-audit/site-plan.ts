/**
 * The plan of the generated benchmark site: which URL is which page, who links to whom, and which
 * pages carry a planted issue. Everything is a pure function of (page count, seed), so the server
 * renders any page on request without keeping 100,000 pages anywhere.
 *
 * Shape. Page 0 is `/`; pages 1…H are hubs, linked from the shared navigation of every page
 * (depth 1). The other linked pages (the "tree", in id order) hang below: the first H·30 are
 * children of the hubs (depth 2), the rest children of those (depth 3), 30 and ~21 content links
 * per parent at 100,000 pages. Besides its children, a page links to 10 pages of depth ≤ 2, so no
 * link ever shortens a page's depth: a link never goes more than one level down. Planted:
 * orphans (in the sitemap only), chains of pages below depth 3, and the issue pages below.
 */

export const HUB_CHILDREN = 30;
export const EXTRA_LINKS = 10;
export const DEEP_CHAIN_LENGTH = 3;

/** Why a page exists in the plan; one role per page so the planted issues never overlap. */
export const ROLES = [
  "normal",
  "home",
  "hub",
  "orphan",
  "deep",
  "exact-duplicate",
  "near-duplicate",
  "thin",
  "duplicate-title",
  "duplicate-description",
  "noindex",
  "canonicalised",
  "hreflang-ok",
  "hreflang-missing-return",
  "hreflang-invalid-code",
] as const;
export type PageRole = (typeof ROLES)[number];

export interface SitePlan {
  pages: number;
  seed: number;
  hubs: number;
  /** Linked non-hub pages in id order; `tree[i]` for i < level2 has depth 2, the rest depth 3. */
  tree: Int32Array;
  /** id → index in `tree`, or −1. */
  treeIndex: Int32Array;
  level2: number;
  role: Uint8Array;
  /** For grouped roles (duplicates, near-duplicates, shared titles/descriptions, hreflang): the group's first page; else the page itself. */
  leader: Int32Array;
  orphans: number[];
  deepChains: number[][];
  /** Planted links beyond the tree: source id → target paths (404s, redirects, loop, deep chains). */
  plantedLinks: Map<number, string[]>;
  /** Path → Location for every 301 the server answers. */
  redirects: Map<string, string>;
  redirectChains: { start: string; hops: string[]; sources: number[] }[];
  loop: { urls: string[]; source: number };
  broken: { target: string; sources: number[] }[];
  /** canonicalised page → the page its canonical names. */
  canonicalTarget: Map<number, number>;
  /** Extra word-swap offsets of near-duplicates, bumped until the SimHash similarity is ≥ 0.9. */
  nearVariant: Map<number, number>;
  sitemapExtras: { noindex: number[]; canonicalised: number[]; non200: string[] };
}

export function pagePath(id: number): string {
  return id === 0 ? "/" : `/p/${id}`;
}

/** `/` is page 0, `/p/<id>` page id; anything else (leading zeros included) is no page. */
export function pageIdOf(path: string, pages: number): number | null {
  if (path === "/") return 0;
  const m = /^\/p\/([1-9]\d*)$/.exec(path);
  if (!m) return null;
  const id = Number(m[1]);
  return id < pages ? id : null;
}

/** Planted counts scale with the site (the figures are per 100,000 pages), at least 2 each. */
function scaled(pages: number, per100k: number): number {
  return Math.max(2, Math.round((per100k * pages) / 100_000));
}

export function planSite(pages: number, seed = 1): SitePlan {
  if (pages < 200) throw new Error("The generated site needs at least 200 pages");
  const rng = mulberry32(seed);
  const hubs = Math.min(150, Math.floor(pages / 20));
  const role = new Uint8Array(pages);
  const leader = new Int32Array(pages);
  for (let i = 0; i < pages; i++) leader[i] = i;
  const setRole = (id: number, r: PageRole) => {
    role[id] = ROLES.indexOf(r);
  };
  setRole(0, "home");
  for (let h = 1; h <= hubs; h++) setRole(h, "hub");

  const others = shuffled(
    Int32Array.from({ length: pages - hubs - 1 }, (_, i) => i + hubs + 1),
    rng,
  );
  let next = 0;
  const take = (n: number) => {
    const taken = Array.from(others.subarray(next, next + n));
    next += n;
    return taken;
  };
  const orphans = take(scaled(pages, 50));
  const deepIds = take(DEEP_CHAIN_LENGTH * scaled(pages, 10));
  for (const id of orphans) setRole(id, "orphan");
  for (const id of deepIds) setRole(id, "deep");

  const tree = Int32Array.from(others.subarray(next)).sort();
  const treeIndex = new Int32Array(pages).fill(-1);
  tree.forEach((id, i) => {
    treeIndex[id] = i;
  });
  const level2 = Math.min(tree.length, hubs * HUB_CHILDREN);
  const isLeaf = (i: number) => i >= level2 || level2 + i >= tree.length;

  // Leaves take the roles whose pages must be byte-identical or text-only (no children links).
  const order = shuffled(Int32Array.from(tree), rng);
  const leaves = Array.from(order.filter((id) => isLeaf(treeIndex[id]!)));
  const inner = Array.from(order.filter((id) => !isLeaf(treeIndex[id]!)));
  const pool = [...leaves, ...inner];
  const used = new Set<number>();
  const claim = (fromLeaves: boolean): number => {
    const list = fromLeaves ? leaves : pool;
    const id = list.find((x) => !used.has(x));
    if (id === undefined) throw new Error("The generated site is too small for its planted issues");
    used.add(id);
    return id;
  };
  const groups = (r: PageRole, count: number, fromLeaves: boolean, sizes: () => number) => {
    for (let g = 0; g < count; g++) {
      const size = sizes();
      const first = claim(fromLeaves);
      setRole(first, r);
      for (let m = 1; m < size; m++) {
        const id = claim(fromLeaves);
        setRole(id, r);
        leader[id] = first;
      }
    }
  };
  const pairs = () => 2;
  const twoOrThree = () => 2 + Math.floor(rng() * 2);
  groups("exact-duplicate", scaled(pages, 20), true, pairs);
  groups("near-duplicate", scaled(pages, 20), true, pairs);
  groups("thin", scaled(pages, 50), true, () => 1);
  // Interior pages last: the leaves they would take are what the roles above need.
  const fromAny = false;
  groups("duplicate-title", scaled(pages, 40), fromAny, twoOrThree);
  groups("duplicate-description", scaled(pages, 40), fromAny, twoOrThree);
  groups("noindex", scaled(pages, 100), fromAny, () => 1);
  groups("canonicalised", scaled(pages, 100), fromAny, () => 1);
  groups("hreflang-ok", scaled(pages, 10), fromAny, pairs);
  groups("hreflang-missing-return", scaled(pages, 10), fromAny, pairs);
  groups("hreflang-invalid-code", scaled(pages, 10), fromAny, pairs);
  const normals = pool.filter((id) => !used.has(id));
  const normal = () => normals[Math.floor(rng() * normals.length)]!;

  const plantedLinks = new Map<number, string[]>();
  const link = (source: number, target: string) => {
    const list = plantedLinks.get(source) ?? [];
    if (!list.includes(target)) list.push(target);
    plantedLinks.set(source, list);
  };
  const distinctNormals = (n: number) => {
    const set = new Set<number>();
    while (set.size < n) set.add(normal());
    return [...set];
  };

  const broken = Array.from({ length: scaled(pages, 50) }, (_, k) => {
    const target = `/gone/${k}`;
    const sources = distinctNormals(1 + Math.floor(rng() * 3));
    for (const s of sources) link(s, target);
    return { target, sources };
  });
  const redirects = new Map<string, string>();
  const redirectChains = Array.from({ length: scaled(pages, 30) }, (_, k) => {
    const start = `/old/${k}`;
    const middle = `/moved/${k}`;
    const end = pagePath(1 + (k % hubs));
    redirects.set(start, middle);
    redirects.set(middle, end);
    const sources = distinctNormals(1 + Math.floor(rng() * 2));
    for (const s of sources) link(s, start);
    return { start, hops: [middle, end], sources };
  });
  redirects.set("/loop/a", "/loop/b");
  redirects.set("/loop/b", "/loop/a");
  const loop = { urls: ["/loop/a", "/loop/b"], source: normal() };
  link(loop.source, "/loop/a");

  // Deep chains hang below the deepest ordinary pages (depth 3 on a large site, 2 on a small one).
  const deepest = [...normals].sort((a, b) => treeIndex[b]! - treeIndex[a]!);
  const deepChains: number[][] = [];
  for (let c = 0; c * DEEP_CHAIN_LENGTH < deepIds.length; c++) {
    const chain = deepIds.slice(c * DEEP_CHAIN_LENGTH, (c + 1) * DEEP_CHAIN_LENGTH);
    const parent = deepest[c]!;
    link(parent, pagePath(chain[0]!));
    for (let i = 0; i + 1 < chain.length; i++) link(chain[i]!, pagePath(chain[i + 1]!));
    deepChains.push(chain);
  }

  const canonicalTarget = new Map<number, number>();
  for (let id = 0; id < pages; id++)
    if (ROLES[role[id]!] === "canonicalised") canonicalTarget.set(id, 1 + (id % hubs));

  const ofRole = (r: PageRole) => {
    const out: number[] = [];
    for (let id = 0; id < pages; id++) if (ROLES[role[id]!] === r) out.push(id);
    return out;
  };
  const sitemapExtras = {
    noindex: ofRole("noindex").slice(0, scaled(pages, 10)),
    canonicalised: ofRole("canonicalised").slice(0, scaled(pages, 10)),
    non200: [
      ...broken.slice(0, scaled(pages, 5)).map((b) => b.target),
      ...redirectChains.slice(0, scaled(pages, 5)).map((r) => r.start),
    ],
  };

  return {
    pages,
    seed,
    hubs,
    tree,
    treeIndex,
    level2,
    role,
    leader,
    orphans,
    deepChains,
    plantedLinks,
    redirects,
    redirectChains,
    loop,
    broken,
    canonicalTarget,
    nearVariant: new Map(),
    sitemapExtras,
  };
}

export function roleOf(plan: SitePlan, id: number): PageRole {
  return ROLES[plan.role[id]!]!;
}

/** Ids of every page with role `r`, ascending. */
export function pagesWithRole(plan: SitePlan, r: PageRole): number[] {
  const code = ROLES.indexOf(r);
  const out: number[] = [];
  for (let id = 0; id < plan.pages; id++) if (plan.role[id] === code) out.push(id);
  return out;
}

/** The tree children of a page (its content links besides the extra and planted ones). */
export function childrenOf(plan: SitePlan, id: number): number[] {
  const out: number[] = [];
  const { tree, level2, hubs } = plan;
  if (ROLES[plan.role[id]!] === "hub") {
    for (let i = id - 1; i < level2; i += hubs) out.push(tree[i]!);
    return out;
  }
  const index = plan.treeIndex[id]!;
  if (index < 0 || index >= level2) return out;
  for (let i = level2 + index; i < tree.length; i += level2) out.push(tree[i]!);
  return out;
}

/**
 * Ten links to pages of depth ≤ 2 (hubs or the first tree level), the same for every member
 * of a duplicate group (its leader's), none from the home page (depth 0: hubs only).
 */
export function extraLinksOf(plan: SitePlan, id: number): number[] {
  const source = plan.leader[id]!;
  const rng = mulberry32(mix(plan.seed, source, 7));
  const range = id === 0 ? plan.hubs : plan.hubs + plan.level2;
  const out: number[] = [];
  for (let k = 0; k < EXTRA_LINKS; k++) {
    const r = Math.floor(rng() * range);
    const target = r < plan.hubs ? r + 1 : plan.tree[r - plan.hubs]!;
    if (target !== id && target !== source && !out.includes(target)) out.push(target);
  }
  return out;
}

/** Every path a page links to in its content (not the shared navigation), in page order. */
export function contentLinksOf(plan: SitePlan, id: number): string[] {
  return [
    ...childrenOf(plan, id).map(pagePath),
    ...extraLinksOf(plan, id).map(pagePath),
    ...(plan.plantedLinks.get(id) ?? []),
  ];
}

/** Paths of the shared navigation: home and every hub. */
export function navPaths(plan: SitePlan): string[] {
  return Array.from({ length: plan.hubs + 1 }, (_, i) => pagePath(i));
}

// ---- deterministic randomness ----

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from a few integers (murmur3's finaliser over a running mix). */
export function mix(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) {
    h = Math.imul(h ^ (v >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

function shuffled(values: Int32Array, rng: () => number): Int32Array {
  for (let i = values.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = values[i]!;
    values[i] = values[j]!;
    values[j] = t;
  }
  return values;
}
