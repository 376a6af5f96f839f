import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases";
import { createTestContext, type TestContext } from "../../test/harness";
import { personalWorkspaceId } from "../../test/workspaces";
import { AppError } from "../errors";
import { reserveAnalysis } from "./reserve-analysis";

const NOV_30 = new Date("2026-11-30T23:59:59Z");
const DEC_1 = new Date("2026-12-01T00:00:01Z");

describe.each(testDatabaseKinds())("reserveAnalysis [%s]", (kind) => {
  let t: TestContext;
  let workspaceId: string;
  beforeEach(async () => {
    t = await createTestContext(kind);
    workspaceId = await personalWorkspaceId(t.database.db, (await t.createUser()).id);
  });
  afterEach(async () => {
    await t.close();
  });

  const reserve = (now: Date, limit: number | null = 5) =>
    reserveAnalysis(t.database.db, { workspaceId, plan: "basic", limit, now });

  const counters = () =>
    t.database.db
      .selectFrom("workspace_usage_counters")
      .select(["period", "count"])
      .where("workspace_id", "=", workspaceId)
      .orderBy("period")
      .execute();

  it("allows the limit, refuses the next one with the month and reset date, and starts again next month", async () => {
    for (let i = 1; i <= 5; i++) expect((await reserve(NOV_30)).used).toBe(i);
    const refused = await reserve(NOV_30).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("QUOTA_EXCEEDED");
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).message).toBe(
      "You have used all 5 analyses of the Basic plan for November. They reset on December 1, 2026. Upgrade to Pro for unlimited analyses.",
    );
    expect((refused as AppError).options.details).toEqual({
      limit: 5,
      used: 5,
      resetsAt: "2026-12-01T00:00:00.000Z",
      upgradeUrl: "/upgrade",
    });
    // One second later it is December: a fresh month.
    expect((await reserve(DEC_1)).used).toBe(1);
    expect(await counters()).toEqual([
      { period: "2026-11", count: 5 },
      { period: "2026-12", count: 1 },
    ]);
  });

  it("releases into the month it was counted in, even after the month changed", async () => {
    await reserve(DEC_1);
    const lateNovember = await reserve(NOV_30);
    await lateNovember.release();
    expect(await counters()).toEqual([
      { period: "2026-11", count: 0 },
      { period: "2026-12", count: 1 },
    ]);
    // Releasing twice never goes below zero.
    await lateNovember.release();
    expect((await counters())[0]).toEqual({ period: "2026-11", count: 0 });
  });

  it("counts without limit when the plan is unlimited", async () => {
    for (let i = 0; i < 8; i++) await reserve(DEC_1, null);
    expect(await counters()).toEqual([{ period: "2026-12", count: 8 }]);
  });
});
