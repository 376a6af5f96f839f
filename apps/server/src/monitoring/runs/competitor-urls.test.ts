import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness";
import { type SeededProject, seedProject } from "../../../test/monitoring-projects";
import { personalWorkspaceId } from "../../../test/workspaces";
import { updateCompetitorUrls } from "./competitor-urls";

const RIVAL = "https://rival.example";

/** A competitor's pages from its sitemaps: a baseline first, then what is added and removed. */
describe("updateCompetitorUrls", () => {
  let t: TestContext;
  let project: SeededProject;
  let competitorId: string;
  let day = 0;
  const at = () => new Date(Date.UTC(2026, 10, 1 + day));

  beforeEach(async () => {
    t = await createTestContext("sqlite");
    const user = await t.createUser();
    const workspaceId = await personalWorkspaceId(t.deps.db, user.id);
    project = await seedProject(t.deps.db, {
      workspaceId,
      siteUrl: "https://own.example",
      pages: [],
      competitors: [{ url: RIVAL, pages: [] }],
      now: at(),
    });
    competitorId = project.competitors.get(RIVAL)!;
    day = 0;
  });
  afterEach(async () => {
    await t.close();
  });

  const read = (paths: string[], complete = true, rules = {}) =>
    updateCompetitorUrls(t.deps.db, {
      projectId: project.id,
      runId: `run-${day}`,
      competitorId,
      read: { urls: paths.map((p) => RIVAL + p), complete },
      rules,
      now: at(),
    });
  const changes = async () =>
    (
      await t.deps.db
        .selectFrom("project_changes")
        .select(["type", "url", "severity", "detected_at"])
        .orderBy("detected_at")
        .orderBy("type")
        .orderBy("url")
        .execute()
    ).map(
      (c) => `${Number(c.detected_at.slice(8, 10)) - 1} ${c.type} ${c.url.slice(RIVAL.length)} ${c.severity}`,
    );

  it("records a baseline, then pages added, removed and listed again; an incomplete read removes nothing", async () => {
    await read(["/a", "/b"]);
    expect(await changes()).toEqual([]);
    day = 1;
    await read(["/a", "/b", "/c"]);
    day = 2;
    // A sitemap file failed today: /b and /c are not listed, yet not taken as removed.
    await read(["/a"], false);
    day = 3;
    await read(["/a", "/c"]);
    day = 4;
    await read(["/a", "/b", "/c"]);
    // The same run again (a retried job): nothing new.
    await read(["/a", "/b", "/c"]);
    expect(await changes()).toEqual([
      "1 competitor_page_added /c info",
      "3 competitor_page_removed /b info",
      "4 competitor_page_added /b info",
    ]);
    const rows = await t.deps.db
      .selectFrom("competitor_urls")
      .select(["url", "first_seen_at", "last_seen_at", "removed_at"])
      .orderBy("url")
      .execute();
    expect(
      rows.map((r) => [
        r.url.slice(RIVAL.length),
        r.first_seen_at.slice(0, 10),
        r.last_seen_at.slice(0, 10),
        r.removed_at,
      ]),
    ).toEqual([
      ["/a", "2026-11-01", "2026-11-05", null],
      ["/b", "2026-11-01", "2026-11-05", null],
      ["/c", "2026-11-02", "2026-11-05", null],
    ]);
  });

  it("follows the project's rules: a muted type is not recorded, a severity rule replaces info", async () => {
    await read(["/a", "/b"]);
    day = 1;
    await read(["/a", "/c"], true, { competitor_page_added: "critical", competitor_page_removed: "mute" });
    expect(await changes()).toEqual(["1 competitor_page_added /c critical"]);
  });
});
