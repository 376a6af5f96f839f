import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { setPersonalPlan } from "../../../test/workspaces";
import { recipientUnsubscribeUrl } from "../delivery/recipient-unsubscribe-token";

/**
 * A scheduled report's recipient unsubscribes from the link in its e-mail, with no account: the
 * page changes nothing, the one-click POST (as a mail provider sends it: no cookie, no Origin)
 * records it once, and a changed token is refused.
 */
describe.each(testDatabaseKinds())("report recipients' unsubscribe links [%s]", (kind) => {
  let t: TestContext;
  let reportId: string;

  beforeAll(async () => {
    t = await createTestContext(kind);
    const owner = await t.createUser();
    await setPersonalPlan(t.database.db, owner.id, "pro");
    const report = await json(
      await t.request("/api/v1/reports", {
        cookie: owner.cookie,
        json: { name: "Client report", sections: [{ kind: "note", text: "Hello" }] },
      }),
    );
    reportId = report.id;
  });
  afterAll(() => t.close());

  const unsubscribes = () => t.database.db.selectFrom("report_unsubscribes").selectAll().execute();

  it("asks first, then unsubscribes in one click without an account, once", async () => {
    const url = new URL(recipientUnsubscribeUrl(t.env, { reportId, recipient: "client@example.com" }));
    const path = `${url.pathname}${url.search}`;
    const page = await t.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Stop sending the report “Client report” to client@example.com?");
    expect(await unsubscribes()).toEqual([]);

    for (let click = 0; click < 2; click++) {
      const done = await t.request(path, {
        method: "POST",
        headers: { origin: "" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain("client@example.com will get the report “Client report” no more.");
    }
    expect((await unsubscribes()).map((row) => [row.report_id, row.recipient])).toEqual([
      [reportId, "client@example.com"],
    ]);
  });

  it("refuses a link whose token was changed, and changes nothing", async () => {
    const url = new URL(recipientUnsubscribeUrl(t.env, { reportId, recipient: "boss@example.com" }));
    const token = url.searchParams.get("token")!;
    const forged = `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}`;
    const response = await t.request(`${url.pathname}?token=${encodeURIComponent(forged)}`, {
      method: "POST",
      headers: { origin: "" },
    });
    expect(response.status).toBe(400);
    expect((await unsubscribes()).some((row) => row.recipient === "boss@example.com")).toBe(false);
  });
});
