import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobKinds } from "../../src/job-kinds";
import { startWorkers } from "../../src/jobs/job-definition";
import type { StopWorker } from "../../src/jobs/job-queue";
import { type CrawlSite, page, startCrawlSite } from "../crawl-site";
import { testDatabaseKinds } from "../databases";
import { createTestContext, json, type TestContext } from "../harness";
import { eventually } from "../job-queues";
import { setPersonalPlan } from "../workspaces";

/**
 * A user's patterns (research/security.md §5, issue 25): every pattern a member can hand the
 * server — crawl include/exclude (globs and `re:`) and the pages filter — is refused with a clear
 * message or run in time linear in the text. A family of patterns that make backtracking engines
 * run for seconds to forever (nested and bounded repeats, overlapping alternatives, many stars,
 * back-references, look-arounds) against texts built to trigger them; a broken implementation
 * hangs here until the test times out.
 */
const N = [8, 20, 40];
const REPEATED = ["a", "a|a", "a|aa", "\\w+\\s?", ".*a", "a*", "[a-z]+"];
const REGEX_FAMILY: string[] = [
  ...REPEATED.flatMap((atom) => [`^/(${atom})+$`, `(${atom})*$`, ...N.map((n) => `(${atom}){1,${n}}$`)]),
  "(x+x+)+y",
  "(a*)*(a*)*(a*)*b",
  `${"(a|b)".repeat(20)}!`,
  "(.*){1,30}z",
  "(?:(?:a+)+)+!",
  // Refused: no linear-time engine can run them.
  "(a)\\1",
  "(?<x>a)\\k<x>",
  "a(?=a)",
  "(?<!b)a",
];
/** Texts that trigger the family: long runs of a, words with spaces, never a match at the end. */
const TRIGGERS = [`/${"a".repeat(48)}!`, `/${"ab ".repeat(16).trim()}!`, `/${"x".repeat(48)}`];

describe.each(testDatabaseKinds())("a user's patterns [%s]", (kind) => {
  let t: TestContext;
  let site: CrawlSite;
  let stopWorkers: StopWorker;
  let cookie: string;
  let crawlId: string;

  beforeAll(async () => {
    site = await startCrawlSite({
      "/": page("Home", TRIGGERS.map(encodeURI)),
      ...Object.fromEntries(TRIGGERS.map((path) => [encodeURI(path), page(`aaaa ${path.slice(1)}`)])),
    });
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true" } });
    stopWorkers = startWorkers(t.deps.jobs, t.deps, jobKinds);
    const user = await t.createUser();
    cookie = user.cookie;
    await setPersonalPlan(t.database.db, user.id, "pro");
    const created = await json(
      await t.request("/api/v1/sites", {
        cookie,
        json: { startUrl: site.url, settings: { ratePerSecond: 50 } },
      }),
    );
    crawlId = (await json(await t.request(`/api/v1/sites/${created.id}/crawls`, { method: "POST", cookie })))
      .id;
    await eventually(
      async () =>
        (await json(await t.request(`/api/v1/crawls/${crawlId}`, { cookie }))).state === "completed",
      "the crawl to complete",
      30_000,
    );
  }, 60_000);
  afterAll(async () => {
    await stopWorkers?.({ graceMs: 0 });
    await t?.close();
    await site?.close();
  });

  it("the pages filter refuses each catastrophic pattern clearly or answers it", async () => {
    const answered: string[] = [];
    for (const regex of REGEX_FAMILY) {
      const response = await t.request(`/api/v1/crawls/${crawlId}/pages?regex=${encodeURIComponent(regex)}`, {
        cookie,
      });
      const body = await json(response);
      if (response.status === 400) {
        expect(body.error.message, regex).toMatch(
          /^(Regex (back-references|look-ahead and look-behind) .* not supported: they cannot run in guaranteed time|Regex is too complex: it expands to \d+ steps, at most 400\. .+)$/,
        );
      } else {
        expect(response.status, `${regex}: ${JSON.stringify(body)}`).toBe(200);
        answered.push(regex);
      }
    }
    // The linear engine runs most of them; only what it cannot run at all, and the largest repeats, are refused.
    expect(answered.length).toBeGreaterThan(REGEX_FAMILY.length / 2);
    for (const refused of ["(a)\\1", "(?<x>a)\\k<x>", "a(?=a)", "(?<!b)a"])
      expect(answered).not.toContain(refused);
  });

  it("crawl patterns: each is refused clearly when the site is saved, or crawled in linear time", async () => {
    const globs = [`/${"*a".repeat(248)}!x`, `${"*".repeat(400)}x`, `/${"*a*b".repeat(100)}`];
    const patterns = [...globs, ...REGEX_FAMILY.map((regex) => `re:${regex}`)];
    const accepted: string[] = [];
    for (const pattern of patterns) {
      const response = await t.request("/api/v1/sites", {
        cookie,
        json: { startUrl: `${site.url}?p=${accepted.length}`, settings: { exclude: [pattern] } },
      });
      const body = await json(response);
      if (response.status === 400) {
        expect(body.error.message.startsWith(`Pattern "${pattern}": `), body.error.message).toBe(true);
        expect(body.error.details).toEqual({ field: "settings.exclude" });
        continue;
      }
      expect(response.status, `${pattern}: ${JSON.stringify(body)}`).toBe(201);
      accepted.push(pattern);
      await t.request(`/api/v1/sites/${body.id}`, { method: "DELETE", cookie });
    }
    expect(accepted).toEqual(expect.arrayContaining(globs));

    // All the accepted ones at once, on one crawl of the site that links to their triggers.
    const created = await json(
      await t.request("/api/v1/sites", {
        cookie,
        json: { startUrl: site.url, settings: { ratePerSecond: 50, exclude: accepted.slice(0, 50) } },
      }),
    );
    const hostile = (
      await json(await t.request(`/api/v1/sites/${created.id}/crawls`, { method: "POST", cookie }))
    ).id;
    const finished = await eventually(
      async () => {
        const crawl = await json(await t.request(`/api/v1/crawls/${hostile}`, { cookie }));
        return ["completed", "failed"].includes(crawl.state) && crawl;
      },
      "the crawl with every accepted pattern",
      30_000,
    );
    expect(finished.state, finished.stateReason).toBe("completed");
  }, 60_000);
});
