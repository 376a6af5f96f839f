import { afterEach, describe, expect, it } from "vitest";
import { createTestCrawl, openCrawlDatabase } from "../../../test/crawls";
import { testDatabaseKinds } from "../../../test/databases";
import type { DatabaseHandle } from "../../db/client";
import { inTransaction } from "../../db/in-transaction";
import { type AdmissionRules, admitUrls, countAdmitted, type FoundUrl } from "./admit-urls";
import { GuardedScope } from "./guarded-scope";
import { KnownUrls, Lesson } from "./known-urls";

const ORIGIN = "https://example.com";

describe.each(testDatabaseKinds())("admitUrls [%s]", (kind) => {
  let database: DatabaseHandle;
  afterEach(async () => {
    await database?.close();
  });

  async function setUp(maxPages: number): Promise<AdmissionRules> {
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, `${ORIGIN}/`);
    return {
      crawlId,
      scope: new GuardedScope(() => ({ inScope: true }), 10),
      robotsAllows: () => true,
      maxPages,
      known: new KnownUrls(),
    };
  }

  /** One page's admission, as recordPage runs it: admitted, counted, learned after the commit. */
  async function admit(rules: AdmissionRules, found: FoundUrl[], also?: { id: number; runs: number[] }) {
    const lesson = new Lesson();
    const admission = await inTransaction(database.db, async (trx) => {
      const write = also && {
        id: also.id,
        write: async () => {
          also.runs.push(also.id);
        },
      };
      const admission = await admitUrls(
        trx,
        kind,
        rules,
        found,
        { id: null, ...(write ? { also: write } : {}) },
        lesson,
      );
      await countAdmitted(trx, kind, rules, admission, lesson);
      return admission;
    });
    rules.known?.learn(lesson);
    return admission;
  }

  const rows = async (crawlId: string) =>
    (
      await database.db
        .selectFrom("crawl_urls")
        .select(["url", "depth", "state", "skip_reason", "in_sitemap"])
        .where("crawl_id", "=", crawlId)
        .orderBy("url")
        .execute()
    ).map((row) => [row.url.replace(ORIGIN, ""), row.depth, row.state, row.skip_reason, row.in_sitemap]);

  const listed = (path: string): FoundUrl => ({
    url: `${ORIGIN}${path}`,
    depth: null,
    foundVia: "sitemap",
    isResource: false,
    inSitemap: true,
  });
  const linked = (path: string, depth: number): FoundUrl => ({
    url: `${ORIGIN}${path}`,
    depth,
    foundVia: "link",
    isResource: false,
  });

  it("gives many known rows their shorter depth at once, the page's own row written too", async () => {
    const rules = await setUp(100);
    const paths = ["/a", "/b", "/c", "/d", "/e"];
    await admit(rules, paths.map(listed));
    const runs: number[] = [];
    const { ids } = await admit(
      rules,
      [...paths.slice(0, 4).map((path) => linked(path, 1)), linked("/e", 2), linked("/new", 1)],
      { id: 42, runs },
    );
    expect(runs).toEqual([42]);
    expect(await rows(rules.crawlId)).toEqual([
      ["/a", 1, "queued", null, 1],
      ["/b", 1, "queued", null, 1],
      ["/c", 1, "queued", null, 1],
      ["/d", 1, "queued", null, 1],
      ["/e", 2, "queued", null, 1],
      ["/new", 1, "queued", null, 0],
    ]);
    expect(ids.size).toBe(6);
    // Nothing shorter: nothing to write, and the page's own row is still written.
    await admit(
      rules,
      paths.map((path) => linked(path, 3)),
      { id: 43, runs },
    );
    expect(runs).toEqual([42, 43]);
    expect((await rows(rules.crawlId)).map((row) => row[1])).toEqual([1, 1, 1, 1, 2, 1]);
  });

  it("learns that the page cap is full from the count, and then records new pages as skipped at once", async () => {
    const rules = await setUp(3);
    // The pages a page links at depth 1 hand to countAdmitted (queued, to be counted).
    const queuedBy = async (...paths: string[]) =>
      (
        await admit(
          rules,
          paths.map((path) => linked(path, 1)),
        )
      ).pages.length;
    expect(rules.known!.capReached).toBe(false);
    expect(await queuedBy("/a", "/b")).toBe(2);
    expect(rules.known!.capReached).toBe(false);
    // Two more pages, one place left: one queued, one refused, and the cap is known full.
    expect(await queuedBy("/c", "/d")).toBe(2);
    expect(rules.known!.capReached).toBe(true);
    // Known full: a new page is not queued to be refused, it is skipped as it is inserted.
    expect(await queuedBy("/e")).toBe(0);
    expect(await rows(rules.crawlId)).toEqual([
      ["/a", 1, "queued", null, 0],
      ["/b", 1, "queued", null, 0],
      ["/c", 1, "queued", null, 0],
      ["/d", 1, "skipped", "max-pages", 0],
      ["/e", 1, "skipped", "max-pages", 0],
    ]);
    const { pages_admitted } = await database.db
      .selectFrom("crawls")
      .select("pages_admitted")
      .where("id", "=", rules.crawlId)
      .executeTakeFirstOrThrow();
    expect(pages_admitted).toBe(3);
  });
});
