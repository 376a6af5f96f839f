import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, json, type TestContext } from "../../test/harness";
import { startTargetSite, type TargetSite } from "../../test/target-site";

/** A page whose body has no visible text: nothing to analyse (NO_CONTENT), whatever its title says. */
const EMPTY_PAGE =
  "<!doctype html><html><head><title>Only a title</title></head><body><img src=/a.png></body></html>";

let site: TargetSite;
beforeAll(async () => {
  site = await startTargetSite({ "/empty": EMPTY_PAGE });
});
afterAll(async () => {
  await site.close();
});

describe("the API's analyses on a worker thread", () => {
  let t: TestContext;
  let tasks: string[];
  afterEach(async () => {
    await t.close();
  });

  /** A server with one analysis thread, whose pool notes every task handed to it. */
  async function threadedServer(): Promise<TestContext> {
    const context = await createTestContext("sqlite", {
      env: { ALLOW_PRIVATE_NETWORKS: "true", ANALYSIS_THREADS: "1" },
    });
    const pool = context.deps.analysis;
    const run = pool.run.bind(pool);
    tasks = [];
    pool.run = (task, input) => {
      tasks.push(task.moduleUrl.split("/").pop()!);
      return run(task, input);
    };
    return context;
  }

  it("analyses the page and each competitor there, with the report made inline", {
    timeout: 30_000,
  }, async () => {
    t = await threadedServer();
    expect(t.deps.analysis.threads).toBe(1);
    const { cookie } = await t.createUser();
    const body = { url: `${site.url}/`, competitors: [`${site.url}/thin`, `${site.url}/empty`] };
    const res = await t.request("/api/v1/analyses", { cookie, json: body });
    expect(res.status).toBe(201);
    const { report } = await json(res);
    expect(tasks).toEqual(["page-report-task.ts", "page-report-task.ts", "page-report-task.ts"]);

    const inline = await createTestContext("sqlite", { env: { ALLOW_PRIVATE_NETWORKS: "true" } });
    try {
      const user = await inline.createUser();
      const same = await json(await inline.request("/api/v1/analyses", { cookie: user.cookie, json: body }));
      // What differs between two fetches of a page: when, and how long they took.
      const stable = (r: typeof report) =>
        JSON.stringify(r, (key, value) =>
          /^(fetchedAt|timings)$/.test(key)
            ? undefined
            : key === "checks"
              ? value.filter((check: { id: string }) => check.id !== "response-time")
              : value,
        );
      expect(stable(report)).toBe(stable(same.report));
    } finally {
      await inline.close();
    }
    // The competitor with nothing to analyse keeps its reason across the thread.
    expect(report.competitors[1]).toMatchObject({ url: `${site.url}/empty`, error: { code: "NO_CONTENT" } });
  });

  it("refuses a page with nothing to analyse with the spec's message, and stores nothing", {
    timeout: 30_000,
  }, async () => {
    t = await threadedServer();
    const { cookie } = await t.createUser();
    const res = await t.request("/api/v1/analyses", { cookie, json: { url: `${site.url}/empty` } });
    expect(res.status).toBe(422);
    expect((await json(res)).error).toMatchObject({
      code: "NO_CONTENT",
      message: "No content found on the webpage. Please check the URL and try again.",
    });
    expect(tasks).toEqual(["page-report-task.ts"]);
    expect((await json(await t.request("/api/v1/analyses", { cookie }))).total).toBe(0);
  });
});
