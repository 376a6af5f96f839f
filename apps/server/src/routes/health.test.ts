import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases";
import { createTestContext, json, type TestContext } from "../../test/harness";

describe.each(testDatabaseKinds())("GET /api/health [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it("reports ok with the database in use", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: "ok", database: kind });
  });

  it("reports 503 when the database is gone", async () => {
    await t.database.close();
    const res = await t.request("/api/health");
    expect(res.status).toBe(503);
    expect((await json(res)).status).toBe("error");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.request("/api/v1/nope");
    expect(res.status).toBe(404);
    expect((await json(res)).error.code).toBe("NOT_FOUND");
  });
});
