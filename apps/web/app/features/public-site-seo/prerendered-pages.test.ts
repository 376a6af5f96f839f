import { readFileSync } from "node:fs";
import { analyzeHtml, type SeoReport } from "@ranklens/engine";
import { beforeAll, describe, expect, it } from "vitest";
import { articleIds } from "../blog/article-ids";
import { DISALLOWED_PATHS, publicPaths } from "./public-pages";
import {
  BLOG_DIR,
  buildHasFile,
  buildPublicUrl,
  CLIENT_BUILD,
  ensureWebBuild,
  prerenderedFile,
} from "./web-build";

/**
 * Our own engine audits every prerendered public page, the way a user of
 * RankLens would audit theirs: no check may fail, and a warning needs a reason
 * written down here.
 */

/** Checks that may warn, per page ("*" = every page), each with the reason it is acceptable. */
const ALLOWED_WARNINGS: Record<string, Record<string, string>> = {
  "/": {
    "keyword-placement":
      "Counting possessives with their word ('the page's heading outline'), the most frequent word is 'page' (10), one ahead of 'analysis' (9), which the title, H1, meta description and first paragraph carry; 'page' names what the tool works on, not a search term for the title.",
  },
  "/help": {
    "rich-results":
      "Google shows FAQ rich results only for well-known government and health sites since 2023; the FAQPage markup stays for other readers of structured data.",
  },
  "/blog": {
    "keyword-placement":
      "The top keyword 'seo' is in the title, meta description and first paragraph; the spec fixes the H1 ('Latest Insights & Updates') and the address (/blog).",
  },
};

/**
 * Checks that may fail, with the reason. `https` and `insecure-form` (the
 * contact form on an http page): the scheme belongs to the deployment
 * (PUBLIC_URL and the proxy that terminates TLS), not to the page. A build
 * made with an https PUBLIC_URL must pass both, and the test asserts it.
 */
const SCHEME_CHECKS = ["https", "insecure-form"];
function allowedFailure(checkId: string, publicUrl: string): boolean {
  return SCHEME_CHECKS.includes(checkId) && publicUrl.startsWith("http://");
}

const paths = publicPaths(articleIds(BLOG_DIR));
let publicUrl: string;
const reports = new Map<string, { html: string; report: SeoReport }>();

beforeAll(async () => {
  ensureWebBuild();
  publicUrl = buildPublicUrl();
  for (const path of paths) {
    const html = readFileSync(prerenderedFile(path), "utf8");
    // Status 200 is what the server sends for a prerendered page (see scripts/public-site-serving.test.ts).
    const report = await analyzeHtml(html, { url: `${publicUrl}${path}`, status: 200 });
    reports.set(path, { html, report });
  }
}, 300_000);

const expectedJsonLd: Record<string, string[]> = {
  "/": ["Organization", "WebSite"],
  "/help": ["FAQPage", "BreadcrumbList"],
  "/blog": ["Blog", "BreadcrumbList"],
};

describe.each(paths)("prerendered page %s", (path) => {
  it("passes every check of our own engine", () => {
    const { report } = reports.get(path)!;
    const allowedWarnings = { ...ALLOWED_WARNINGS["*"], ...ALLOWED_WARNINGS[path] };
    const problems = report.checks
      .filter(
        (c) =>
          (c.status === "fail" && !allowedFailure(c.id, publicUrl)) ||
          c.status === "error" ||
          (c.status === "warn" && !allowedWarnings[c.id]),
      )
      .map((c) => `${c.status} ${c.id}: ${c.displayValue ?? ""} ${JSON.stringify(c.items).slice(0, 300)}`);
    expect(problems).toEqual([]);
    if (publicUrl.startsWith("https://")) {
      for (const id of SCHEME_CHECKS) {
        expect(["pass", "notApplicable"]).toContain(report.checks.find((c) => c.id === id)?.status);
      }
    }
  });

  it("names itself: canonical and og:url are PUBLIC_URL + path, title and description in range", () => {
    const { report, html } = reports.get(path)!;
    expect(report.canonical).toBe(`${publicUrl}${path}`);
    expect(html).toContain(`<meta property="og:url" content="${publicUrl}${path}"/>`);
    expect(report.title.length).toBeGreaterThanOrEqual(30);
    expect(report.title.length).toBeLessThanOrEqual(60);
    expect(report.metaDescription.length).toBeGreaterThanOrEqual(120);
    expect(report.metaDescription.length).toBeLessThanOrEqual(160);
    expect(report.lang).toBe("en");
    expect(report.headings.filter((h) => h.tag === "h1")).toHaveLength(1);
    expect(report.robots.meta ?? "").not.toMatch(/noindex/);
  });

  it("has the structured data of its kind", () => {
    const { report } = reports.get(path)!;
    const expected = path.startsWith("/blog/") ? ["Article", "BreadcrumbList"] : (expectedJsonLd[path] ?? []);
    for (const type of expected) expect(report.jsonLd.types).toContain(type);
    expect(report.jsonLd.count).toBeGreaterThan(0);
  });

  it("references only images that exist in the build, each with alt text and dimensions", () => {
    const { html } = reports.get(path)!;
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    for (const img of images) {
      const src = img.match(/\ssrc="([^"]+)"/)?.[1] ?? "";
      expect(buildHasFile(src), src).toBe(true);
      expect(img).toMatch(/\salt="[^"]+"/);
      expect(img).toMatch(/\swidth="\d+"/);
      expect(img).toMatch(/\sheight="\d+"/);
    }
    const ogImage = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
    expect(ogImage.startsWith(`${publicUrl}/`)).toBe(true);
    expect(buildHasFile(ogImage.slice(publicUrl.length)), ogImage).toBe(true);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("lists exactly the public pages under PUBLIC_URL in the sitemap", () => {
    const sitemap = readFileSync(`${CLIENT_BUILD}/sitemap.xml`, "utf8");
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(paths.map((p) => `${publicUrl}${p}`));
  });

  it("names the sitemap and keeps crawlers out of the signed-in app", () => {
    const robots = readFileSync(`${CLIENT_BUILD}/robots.txt`, "utf8");
    expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    for (const disallowed of DISALLOWED_PATHS) expect(robots).toContain(`Disallow: ${disallowed}\n`);
    // No public page may be caught by a Disallow prefix.
    for (const path of paths) {
      expect(
        DISALLOWED_PATHS.some((d) => path.startsWith(d)),
        path,
      ).toBe(false);
    }
  });
});
