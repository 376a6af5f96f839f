import type { Rankings } from "@ranklens/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { seedSearchConsoleLink } from "../../../test/search-console-helpers";
import { personalWorkspaceId } from "../../../test/workspaces";

const SITE = "https://shop.example/";
const PROPERTY = "sc-domain:shop.example";

/**
 * Search Console beside a position (issue 30): with a property linked to the project, each tracked
 * keyword carries its clicks, impressions, CTR and impression-weighted position as a query over
 * the property's last 28 imported days, with the newest day; a keyword Google has no row for has
 * none (N/A), never zeros; another property's rows are not counted.
 */
describe.each(testDatabaseKinds())("rankings with Search Console [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind, { env: { BILLING: "off" } });
  });
  afterEach(() => t.close());

  it("shows Search Console's numbers for a keyword as a query, labelled with the window", async () => {
    const user = await t.createUser();
    const workspaceId = await personalWorkspaceId(t.deps.db, user.id);
    const created = await t.request("/api/v1/projects", {
      cookie: user.cookie,
      json: { siteUrl: SITE, keywords: ["running shoes", "trail shoes"] },
    });
    const projectId = (await json(created)).id as string;
    await seedSearchConsoleLink(t, workspaceId, projectId, PROPERTY);
    const row = (property: string, date: string, clicks: number, impressions: number, position: number) => ({
      workspace_id: workspaceId,
      property,
      date,
      query: "running shoes",
      page: `${SITE}running`,
      country: "usa",
      device: "DESKTOP",
      clicks,
      impressions,
      ctr: clicks / impressions,
      position,
    });
    await t.deps.db
      .insertInto("search_console_rows")
      .values([
        row(PROPERTY, "2026-11-20", 10, 100, 4),
        row(PROPERTY, "2026-11-26", 30, 300, 8),
        // Before the 28-day window (ending at the newest day, 2026-11-26): not counted.
        row(PROPERTY, "2026-10-01", 500, 5000, 1),
        // Another property of the workspace: not this project's.
        row("sc-domain:other.example", "2026-11-26", 900, 9000, 2),
      ])
      .execute();

    const rankings = (await json(
      await t.request(`/api/v1/projects/${projectId}/rankings`, { cookie: user.cookie }),
    )) as Rankings;
    const running = rankings.keywords.find((k) => k.keyword === "running shoes")!;
    expect(running.searchConsole).toEqual({
      clicks: 40,
      impressions: 400,
      ctr: 0.1,
      // Weighted by impressions: (4 × 100 + 8 × 300) / 400.
      position: 7,
      through: "2026-11-26",
      days: 28,
    });
    expect(rankings.keywords.find((k) => k.keyword === "trail shoes")!.searchConsole).toBeNull();
  });
});
