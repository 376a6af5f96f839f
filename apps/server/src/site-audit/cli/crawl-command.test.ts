import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { crawlMain } from "./crawl-main";
// crawlMain loads the crawler on the first real crawl; loading it here keeps that out of the first test's time.
import "./run-crawl-command";

const run = promisify(execFile);
/** The crawl entry the CLI starts (apps/server/bin: the server's bundle). */
const CRAWL_ENTRY_SCRIPT = fileURLToPath(new URL("../../../bin/crawl.mjs", import.meta.url));
const CLI = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../../packages/cli/bin/ranklens.mjs",
);

interface CrawlRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `ranklens crawl <args>` in this process: crawlMain is everything the command does between its
 * arguments and its exit code. main.ts, the process entry, only hands it the process's streams
 * and gives its code to the process; the tests of the real binary below cover that.
 */
async function crawl(...args: string[]): Promise<CrawlRun> {
  let stdout = "";
  let stderr = "";
  const code = await crawlMain(args, {
    out: (text) => {
      stdout += text;
    },
    err: (text) => {
      stderr += text;
    },
    errIsTty: false,
    signal: new AbortController().signal,
  });
  return { code, stdout, stderr };
}

/**
 * `ranklens crawl <args>` as a user runs it: the CLI binary, which starts the crawl entry (the
 * server's bundle, scripts/server-build.mjs) in a child process.
 */
function crawlWithBinary(args: string[], env: Record<string, string> = {}): Promise<CrawlRun> {
  return run(process.execPath, [CLI, "crawl", ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );
}

/**
 * Two Node processes (the CLI compiling its TypeScript on the fly, then the crawl entry, which may
 * build the server's bundle first): on a busy 2-core machine their start-up alone took 20–26 s per
 * run (issue 34). These tests check what the processes do, not how fast they start; the limit is
 * there to stop a hang.
 */
const BINARY_TIMEOUT_MS = 120_000;

/** `ranklens crawl`: a local site, a SQLite file, nothing else. */
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

  it("--json waits for the reader: nothing more is written while a write waits (a full pipe)", async () => {
    let stdout = "";
    let waiting = 0;
    let writesWhileWaiting = 0;
    const code = await crawlMain([site.url, "--allow-private-networks", "--rate", "50", "--json"], {
      out: (text) => {
        if (waiting > 0) writesWhileWaiting++;
        stdout += text;
        waiting++;
        return new Promise<void>((drained) =>
          setTimeout(() => {
            waiting--;
            drained();
          }, 1),
        );
      },
      err: () => {},
      errIsTty: false,
      signal: new AbortController().signal,
    });
    expect(code).toBe(0);
    expect(writesWhileWaiting).toBe(0);
    expect(JSON.parse(stdout).pages).toHaveLength(4);
  });

  it("--list crawls exactly the file's URLs; a line off the site is wrong usage, exit 2", async () => {
    const list = path.join(dir, "urls.txt");
    writeFileSync(list, `# re-check after the fix\n${site.origin}/a\n\n${site.origin}/old\n`);
    const before = site.requests.length;
    const result = await crawl(
      site.url,
      "--allow-private-networks",
      "--rate",
      "50",
      "--json",
      "--list",
      list,
    );
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.pages.map((p: { url: string }) => p.url.replace(site.origin, "")).sort()).toEqual([
      "/a",
      "/old",
    ]);
    const fetched = site.requests
      .slice(before)
      .map((r) => r.path)
      .filter((p) => p !== "/robots.txt");
    expect(fetched.sort()).toEqual(["/a", "/old"]);

    writeFileSync(list, `${site.origin}/a\nhttps://example.org/elsewhere\n`);
    const refused = await crawl(site.url, "--allow-private-networks", "--list", list);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("Line 2 is not on");
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
    expect(pages[0]).toMatch(/,linking_pages,link_score,schema_types$/);
    expect(pages).toHaveLength(5);
    // Page A is linked from the home page and through /old: one linking page, a score computed.
    expect(pages.find((row) => row.startsWith(`${site.origin}/a,`))).toMatch(/,1,\d+,$/);
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
      expect(result.stderr).toMatch(/^ranklens crawl: .+\nRun "ranklens crawl --help" for details\.\n$/);
      expect(result.stdout).toBe("");
    }
  });

  it("--render says it needs Chromium when there is none, exit 2", async () => {
    const before = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = "/nonexistent/chromium";
    try {
      const result = await crawl(site.url, "--allow-private-networks", "--render");
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("--render needs Chromium, and /nonexistent/chromium does not exist");
    } finally {
      if (before === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = before;
    }
  });

  it.each([
    ["ANALYSIS_THREADS", ["two", "-1", "1.5", "65"], "a whole number from 0 to 64"],
    ["ANALYSIS_THREAD_HEAP_MB", ["big", "16", "4097", "64.5"], "a whole number of MB from 32 to 4096"],
  ])("refuses an %s out of its range, saying so, exit 2, fetching nothing", async (key, values, rule) => {
    const before = process.env[key];
    const requests = site.paths().length;
    try {
      for (const value of values) {
        process.env[key] = value;
        const result = await crawl(site.url, "--allow-private-networks");
        expect(result.code, value).toBe(2);
        expect(result.stderr).toContain(`${key} must be ${rule} (it is "${value}")`);
        expect(site.paths()).toHaveLength(requests);
      }
    } finally {
      if (before === undefined) delete process.env[key];
      else process.env[key] = before;
    }
  });

  describe("the real binary", () => {
    it(
      "crawls with --json: exit 0, the report on stdout, progress on stderr",
      async () => {
        const result = await crawlWithBinary([
          site.url,
          "--allow-private-networks",
          "--rate",
          "50",
          "--json",
        ]);
        expect(result.code, result.stderr).toBe(0);
        const report = JSON.parse(result.stdout);
        expect(report.crawl).toMatchObject({ state: "completed", pagesCrawled: 4 });
        expect(result.stderr).toContain("Crawled 4 URLs");
      },
      BINARY_TIMEOUT_MS,
    );

    it(
      "exits 2 on wrong usage",
      async () => {
        const result = await crawlWithBinary([site.url, "--bogus"]);
        expect(result.code).toBe(2);
        expect(result.stdout).toBe("");
        expect(result.stderr).toMatch(/^ranklens crawl: Unknown option '--bogus'/);
      },
      BINARY_TIMEOUT_MS,
    );

    it(
      "analyses on a thread of the bundle as on its own thread: the same pages, checks and issues",
      async () => {
        const args = [site.url, "--allow-private-networks", "--rate", "50", "--json"];
        const [inline, threaded] = await Promise.all([
          crawlWithBinary(args, { ANALYSIS_THREADS: "0" }),
          // The thread loads the bundle's own module of the task: its TypeScript would not load without tsx.
          crawlWithBinary(args, { ANALYSIS_THREADS: "1" }),
        ]);
        expect(threaded.code, threaded.stderr).toBe(0);
        expect(inline.code, inline.stderr).toBe(0);
        const facts = (stdout: string) => {
          const report = JSON.parse(stdout) as {
            pages: { url: string; status: number | null; score: number | null; wordCount: number | null }[];
            issues: { id: string; count: number; urls: number }[];
          };
          return {
            pages: report.pages
              .map(({ url, status, score, wordCount }) => ({ url, status, score, wordCount }))
              .sort((a, b) => a.url.localeCompare(b.url)),
            issues: report.issues.map(({ id, count, urls }) => ({ id, count, urls })),
          };
        };
        expect(facts(threaded.stdout)).toEqual(facts(inline.stdout));
        expect(facts(threaded.stdout).issues.length).toBeGreaterThan(0);
        expect(facts(threaded.stdout).pages.filter((p) => p.score !== null).length).toBeGreaterThan(1);
      },
      BINARY_TIMEOUT_MS,
    );

    it(
      "records a page too large for a thread's heap as not analysed, three attempts on, and crawls the rest",
      async () => {
        // 4.5 MB of nested <div>s: reading them needs far more than a 32 MB heap, so the thread dies
        // of it each time (for real: no stand-in pool), and the process does not.
        const nested = "<div>".repeat(900_000);
        const heavy = await startCrawlSite({
          "/": page("Home", ["/heavy", "/light"]),
          "/heavy": `<!doctype html><html lang="en"><head><title>Heavy</title></head><body>${nested}</body></html>`,
          "/light": page("Light"),
        });
        try {
          // The crawl entry without the command's own Node flags, as the server runs: with
          // --max-old-space-size on the process, V8 gives every thread that cap instead.
          const result = await run(
            process.execPath,
            [
              CRAWL_ENTRY_SCRIPT,
              heavy.url,
              "--allow-private-networks",
              "--rate",
              "50",
              "--concurrency",
              "1",
              "--json",
            ],
            {
              encoding: "utf8",
              env: { ...process.env, ANALYSIS_THREADS: "1", ANALYSIS_THREAD_HEAP_MB: "32" },
            },
          ).then(
            (r) => ({ code: 0, ...r }),
            (e: { code: number; stdout: string; stderr: string }) => e,
          );
          expect(result.code, result.stderr).toBe(0);
          const report = JSON.parse(result.stdout) as {
            pages: { url: string; status: number | null; error?: string | null; score: number | null }[];
            issues: { id: string; count: number; affectedUrls?: string[] }[];
          };
          const byPath = new Map(report.pages.map((p) => [new URL(p.url).pathname, p]));
          expect(byPath.get("/heavy")).toMatchObject({ status: 200, error: "ANALYSIS_FAILED", score: null });
          expect(byPath.get("/light")?.score).not.toBeNull();
          expect(heavy.paths().filter((path) => path === "/heavy")).toHaveLength(3);
          const failed = report.issues.find((issue) => issue.id === "analysis-failed");
          expect(failed?.affectedUrls).toEqual([`${heavy.url}heavy`]);
        } finally {
          await heavy.close();
        }
      },
      BINARY_TIMEOUT_MS,
    );
  });
});

describe("ranklens crawl and external links", () => {
  let site: CrawlSite;
  let other: CrawlSite;
  beforeAll(async () => {
    other = await startCrawlSite({ "/gone": { status: 404, body: "gone" } });
    site = await startCrawlSite({
      "/": page("Home", [`http://localhost:${new URL(other.url).port}/gone`]),
    });
  });
  afterAll(async () => {
    await site.close();
    await other.close();
  });

  it("asks each external link once by default, and not at all with --no-external-links", async () => {
    const skipped = await crawl(site.url, "--allow-private-networks", "--no-external-links", "--json");
    expect(skipped.code, skipped.stderr).toBe(0);
    expect(other.paths()).toEqual([]);
    const checked = await crawl(site.url, "--allow-private-networks", "--json");
    expect(checked.code, checked.stderr).toBe(0);
    expect(other.paths()).toEqual(["/gone"]);
    const broken = JSON.parse(checked.stdout).issues.find(
      (i: { id: string }) => i.id === "broken-external-links",
    );
    expect(broken).toMatchObject({ count: 1, urls: 1 });
  });
});
