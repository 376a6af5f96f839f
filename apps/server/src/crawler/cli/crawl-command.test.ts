import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";

const run = promisify(execFile);
const CLI = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../../packages/cli/bin/ranklens.mjs",
);

/** `ranklens crawl` as a user runs it: the CLI binary, a local site, a SQLite file, nothing else. */
describe("ranklens crawl", () => {
  let site: CrawlSite;
  let dir: string;
  beforeAll(async () => {
    site = await startCrawlSite({
      "/": page("Home page of the test site", ["/a", "/missing", "/old", "mailto:x@example.com"]),
      "/a": page("Page A of the test site", ["/"]),
      "/old": { status: 301, headers: { location: "/a" } },
    });
    dir = mkdtempSync(path.join(tmpdir(), "ranklens-cli-crawl-"));
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const crawl = (...args: string[]) =>
    run(process.execPath, [CLI, "crawl", ...args], { encoding: "utf8" }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        stdout: e.stdout,
        stderr: e.stderr,
      }),
    );

  it("--json prints every crawled URL with its status and every site issue with its affected URLs", async () => {
    const result = await crawl(site.url, "--allow-private-networks", "--rate", "50", "--json");
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.crawl).toMatchObject({
      state: "completed",
      pagesCrawled: 4,
      healthScore: expect.any(Number),
    });
    expect(
      report.pages.map((p: { url: string; status: number }) => [p.url.replace(site.origin, ""), p.status]),
    ).toEqual([
      ["/", 200],
      ["/a", 200],
      ["/missing", 404],
      ["/old", 301],
    ]);
    const byId = new Map(report.issues.map((issue: { id: string }) => [issue.id, issue]));
    expect(byId.get("broken-internal-links")).toMatchObject({
      severity: "error",
      count: 1,
      affectedUrls: [`${site.origin}/missing`],
    });
    expect(byId.get("links-to-redirects")).toMatchObject({ count: 1 });
    expect(result.stderr).toContain("Crawled 4 URLs");
  });

  it("--csv writes pages, issues and issue URLs as CSV files", async () => {
    const out = path.join(dir, "csv");
    const result = await crawl(site.url, "--allow-private-networks", "--rate", "50", "--csv", out);
    expect(result.code, result.stderr).toBe(0);
    const pages = readFileSync(path.join(out, "pages.csv"), "utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(pages[0]).toMatch(/^url,status,/);
    expect(pages).toHaveLength(5);
    const rows = readFileSync(path.join(out, "issue-urls.csv"), "utf8");
    expect(rows).toContain(`broken-internal-links,${site.origin}/missing,${site.url},`);
  });

  it("keeps its crawl in --db: the same command on a finished file starts a new crawl there", async () => {
    const db = path.join(dir, "site.sqlite");
    expect(
      (await crawl(site.url, "--allow-private-networks", "--rate", "50", "--db", db, "--json")).code,
    ).toBe(0);
    const again = await crawl(site.url, "--allow-private-networks", "--rate", "50", "--db", db, "--json");
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).pages).toHaveLength(4);
  });

  it("refuses a private address without --allow-private-networks, saying why, with exit 1", async () => {
    const result = await crawl(site.url, "--json");
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("robots.txt could not be read");
    expect(result.stderr).toContain("--allow-private-networks");
  });

  it("exits 2 on wrong usage", async () => {
    for (const args of [
      [],
      ["not a url"],
      [site.url, "--max-pages", "0"],
      [site.url, "--json", "--csv", dir],
      [site.url, "--bogus"],
    ]) {
      const result = await crawl(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toMatch(/^ranklens crawl: /);
    }
  });
});
