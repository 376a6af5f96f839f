import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases";
import { createTestContext, json, type TestContext } from "../../test/harness";

describe.each(testDatabaseKinds())("GET /api/v1/system [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it("names the server's first account its administrator, and nobody who signed up after", async () => {
    const first = await t.createUser({ email: "installer@example.com" });
    const second = await t.createUser({ email: "colleague@example.com" });
    const mine = await json(await t.request("/api/v1/system", { cookie: first.cookie }));
    const theirs = await json(await t.request("/api/v1/system", { cookie: second.cookie }));
    expect(mine.administrator).toBe(true);
    expect(theirs.administrator).toBe(false);
    // The rest is the same for both: how the server is set up.
    expect({ ...theirs, administrator: true }).toEqual(mine);
  });

  it("passes to the next account when the first one is deleted", async () => {
    const first = await t.createUser({ email: "gone@example.com" });
    const second = await t.createUser({ email: "stays@example.com" });
    await t.database.db.deleteFrom("user").where("id", "=", first.id).execute();
    expect((await json(await t.request("/api/v1/system", { cookie: second.cookie }))).administrator).toBe(
      true,
    );
  });
});
