import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { eventually } from "../../../test/job-queues";
import { setPersonalPlan } from "../../../test/workspaces";
import { jobKinds } from "../../job-kinds";
import { startWorkers } from "../../jobs/job-definition";
import type { StopWorker } from "../../jobs/job-queue";

interface Check {
  id: string;
  severity: string;
  defaultSeverity: string;
  count: number;
  urls: number;
  ignored: number;
}

/**
 * Issues a team can manage (issue 27), through the API with the real crawler and job workers: a
 * URL, a pattern and a whole check ignored, a severity changed; the rules hold for the crawl they
 * were made on and for the next one, in the counts, the rows, the health score, Compare and the CSV.
 */
describe.each(testDatabaseKinds())("site issue rules [%s]", (kind) => {
  let t: TestContext;
  let site: CrawlSite;
  let stopWorkers: StopWorker;
  beforeEach(async () => {
    // No page has a meta description; /tag/1 and /tag/2 have no H1 either; /missing is a 404.
    const noH1 = (title: string) => page(title, ["/"]).replace(/<h1>.*<\/h1>/, "");
    site = await startCrawlSite({
      "/": page("Home of the rules test site", ["/about", "/tag/1", "/tag/2", "/missing"]),
      "/about": page("About the rules test site", ["/"]),
      "/tag/1": noH1("Tag one of the rules test site"),
      "/tag/2": noH1("Tag two of the rules test site"),
    });
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true" } });
    stopWorkers = startWorkers(t.deps.jobs, t.deps, jobKinds);
  });
  afterEach(async () => {
    await stopWorkers({ graceMs: 0 });
    await t.close();
    await site.close();
  });

  it("ignores a URL, a pattern and a whole check, changes a severity, and keeps it all for the next crawl", async () => {
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
      t.request(path, { ...init, cookie: user.cookie });
    const siteId = (await json(await call("/api/v1/sites", { method: "POST", json: { startUrl: site.url } })))
      .id;
    const crawl = async () => {
      const started = await json(await call(`/api/v1/sites/${siteId}/crawls`, { method: "POST" }));
      return eventually(
        async () => {
          const state = await json(await call(`/api/v1/crawls/${started.id}`));
          return state.state === "completed" && state;
        },
        "the crawl to complete",
        30_000,
      );
    };
    const summary = async (crawlId: string) => await json(await call(`/api/v1/crawls/${crawlId}/issues`));
    const checkOf = async (crawlId: string, id: string): Promise<Check> =>
      (await summary(crawlId)).checks.find((c: Check) => c.id === id);
    const rowsOf = async (crawlId: string, id: string): Promise<string[]> =>
      (await json(await call(`/api/v1/crawls/${crawlId}/issues?check=${id}`))).items.map(
        (row: { url: string }) => row.url.slice(site.url.length - 1),
      );

    const first = await crawl();
    expect(await rowsOf(first.id, "description-missing")).toEqual(["/", "/about", "/tag/1", "/tag/2"]);
    expect(await rowsOf(first.id, "h1-missing")).toEqual(["/tag/1", "/tag/2"]);
    expect((await checkOf(first.id, "broken-internal-links")).count).toBe(1);
    const healthBefore = (await summary(first.id)).healthScore as number;

    const rule = (body: unknown) =>
      call(`/api/v1/sites/${siteId}/issue-rules`, { method: "POST", json: body });
    const byUrl = await rule({
      checkId: "description-missing",
      url: `${site.url}about`,
      note: "About is fine",
    });
    expect(byUrl.status, await byUrl.clone().text()).toBe(201);
    expect(await json(byUrl)).toMatchObject({
      checkId: "description-missing",
      scope: "url",
      target: `${site.url}about`,
      action: "mute",
      note: "About is fine",
      createdBy: { id: user.id },
    });
    expect((await rule({ checkId: "h1-missing", pattern: "/tag/*", note: "Tag pages" })).status).toBe(201);
    expect((await rule({ checkId: "broken-internal-links", note: "Known, fixed next release" })).status).toBe(
      201,
    );
    expect((await rule({ checkId: "description-missing", action: "notice" })).status).toBe(201);

    // Refused with the reason: the same ignore twice, a pattern that cannot match, a severity for one URL, an unknown issue.
    const again = await rule({ checkId: "h1-missing", pattern: "/tag/*", action: "mute" });
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe("This is ignored already.");
    const badPattern = await rule({ checkId: "h1-missing", pattern: "tag/*", action: "mute" });
    expect(badPattern.status).toBe(400);
    expect((await json(badPattern)).error.message).toContain("start with /");
    expect((await rule({ checkId: "h1-missing", url: `${site.url}tag/1`, action: "error" })).status).toBe(
      400,
    );
    expect((await rule({ checkId: "no-such-issue", action: "mute" })).status).toBe(400);

    // The background job re-reads the crawl with the rules.
    await eventually(
      async () => (await checkOf(first.id, "h1-missing")).ignored === 2,
      "the rules applied",
      10_000,
    );
    expect(await checkOf(first.id, "h1-missing")).toMatchObject({ count: 0, urls: 0, ignored: 2 });
    expect(await checkOf(first.id, "description-missing")).toMatchObject({
      count: 3,
      ignored: 1,
      severity: "notice",
      defaultSeverity: "warning",
    });
    expect(await rowsOf(first.id, "description-missing")).toEqual(["/", "/tag/1", "/tag/2"]);
    expect(await checkOf(first.id, "broken-internal-links")).toMatchObject({ count: 0, ignored: 1 });
    const healthAfter = (await summary(first.id)).healthScore as number;
    expect(healthAfter).toBeGreaterThan(healthBefore);

    // The rules, with their notes and who made them; the summary CSV says what was ignored.
    const rules = (await json(await call(`/api/v1/sites/${siteId}/issue-rules`))).items;
    expect(rules.map((r: { checkId: string; scope: string }) => `${r.checkId} ${r.scope}`)).toEqual([
      "description-missing url",
      "h1-missing pattern",
      "broken-internal-links check",
      "description-missing check",
    ]);
    const csv = await (await call(`/api/v1/crawls/${first.id}/issues.csv`)).text();
    expect(csv.split("\n")[0]).toContain("ignored");
    expect(csv).toMatch(/\nh1-missing,H1 missing or empty,warning,0,0,2,/);

    // A recrawl keeps them: nothing ignored comes back as new, and the broken link is not "fixed".
    const second = await crawl();
    expect(await checkOf(second.id, "h1-missing")).toMatchObject({ count: 0, ignored: 2 });
    expect(await rowsOf(second.id, "description-missing")).toEqual(["/", "/tag/1", "/tag/2"]);
    const compare = await json(await call(`/api/v1/crawls/${second.id}/compare/${first.id}`));
    expect(compare.issues.new.total).toBe(0);
    expect(compare.issues.fixed.total).toBe(0);

    // Deleting a rule brings its rows back, on every crawl of the site.
    const patternRule = rules.find((r: { scope: string }) => r.scope === "pattern");
    const deleted = await call(`/api/v1/sites/${siteId}/issue-rules/${patternRule.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    await eventually(
      async () => (await checkOf(first.id, "h1-missing")).count === 2,
      "the rule deleted",
      10_000,
    );
    expect((await checkOf(second.id, "h1-missing")).count).toBe(2);
    expect(
      (await call(`/api/v1/sites/${siteId}/issue-rules/${patternRule.id}`, { method: "DELETE" })).status,
    ).toBe(404);
  }, 90_000);

  it("keeps one rule when the same ignore arrives several times at once", async () => {
    const user = await t.createUser();
    const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
      t.request(path, { ...init, cookie: user.cookie });
    const siteId = (await json(await call("/api/v1/sites", { method: "POST", json: { startUrl: site.url } })))
      .id;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(`/api/v1/sites/${siteId}/issue-rules`, {
          method: "POST",
          json: { checkId: "description-missing", url: `${site.url}about` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await json(await call(`/api/v1/sites/${siteId}/issue-rules`))).items).toHaveLength(1);
  });
});
