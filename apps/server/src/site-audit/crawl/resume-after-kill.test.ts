import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlSite, page, type SiteRoute, startCrawlSite } from "../../../test/crawl-site";
import { createTestCrawl } from "../../../test/crawls";
import { eventually } from "../../../test/job-queues";
import { openCrawlFile } from "../cli/local-crawl-file";

const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.resolve(here, "../../../test/crawl-child.ts");
const CLI = path.resolve(here, "../../../../../packages/cli/bin/ranklens.mjs");
const PAGES = 120;

/**
 * A crawl survives `kill -9` (issue 15): a process crawling into a SQLite file is killed three
 * times mid-crawl and started again on the same file, the last time as `ranklens crawl --db`; the
 * finished crawl has exactly the pages of the site, each recorded once, and nothing was lost.
 */
describe("resume after SIGKILL", () => {
  let site: CrawlSite;
  let dir: string;
  beforeAll(async () => {
    const routes: Record<string, SiteRoute> = {};
    const paths = Array.from({ length: PAGES }, (_, i) => `/p${i}`);
    routes["/"] = page("Home", paths.slice(0, 10));
    // Each page links to the next ten: a chain the crawl discovers as it goes.
    paths.forEach((p, i) => {
      routes[p] = { body: page(`Page ${i}`, paths.slice(i + 1, i + 11)), delayMs: 15 };
    });
    site = await startCrawlSite(routes);
    dir = mkdtempSync(path.join(tmpdir(), "ranklens-kill-"));
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = (dbPath: string, crawlId: string): ChildProcess =>
    spawn(process.execPath, ["--import", "tsx", CHILD, dbPath, crawlId], { stdio: "ignore" });

  it("loses no page and records none twice after three kills", async () => {
    const dbPath = path.join(dir, "crawl.sqlite");
    const setup = await openCrawlFile(dbPath);
    const { crawlId } = await createTestCrawl(setup, site.url, { maxPages: 1000, maxDepth: 100 });
    const done = async () =>
      Number(
        (
          await setup.db
            .selectFrom("crawl_pages")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("crawl_id", "=", crawlId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (const threshold of [15, 45, 80]) {
      const child = start(dbPath, crawlId);
      await eventually(async () => (await done()) >= threshold, `${threshold} pages`, 30_000);
      child.kill("SIGKILL");
      await once(child, "exit");
    }
    // The user runs the same `ranklens crawl … --db` command again: it finds the interrupted crawl and finishes it.
    const last = spawn(
      process.execPath,
      [
        CLI,
        "crawl",
        site.url,
        "--db",
        dbPath,
        "--allow-private-networks",
        "--rate",
        "1000",
        "--concurrency",
        "4",
        "--json",
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let stderr = "";
    // Drained, not read: a JSON document larger than the pipe's buffer would block the command's exit.
    last.stdout?.resume();
    last.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    const [code] = (await once(last, "exit")) as [number];
    expect(code, stderr).toBe(0);
    expect(stderr).toContain(`Resuming the crawl of ${site.url}`);

    const rows = await setup.db
      .selectFrom("crawl_pages as p")
      .innerJoin("crawl_urls as u", "u.id", "p.url_id")
      .select(["u.url", "p.status"])
      .where("p.crawl_id", "=", crawlId)
      .execute();
    const expected = [site.url, ...Array.from({ length: PAGES }, (_, i) => `${site.origin}/p${i}`)].sort();
    expect(rows.map((r) => r.url).sort()).toEqual(expected);
    expect(rows.every((r) => r.status === 200)).toBe(true);
    // One analysis per page: the kills re-fetched what was in flight, but nothing was stored twice.
    const analysed = await setup.db
      .selectFrom("crawl_pages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("crawl_id", "=", crawlId)
      .where("is_html", "=", 1)
      .executeTakeFirstOrThrow();
    expect(Number(analysed.n)).toBe(PAGES + 1);
    const crawl = await setup.db
      .selectFrom("crawls")
      .select("state")
      .where("id", "=", crawlId)
      .executeTakeFirstOrThrow();
    expect(crawl.state).toBe("completed");
    await setup.close();
  }, 120_000);
});
