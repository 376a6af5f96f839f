import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertChange, seedProject } from "../../../test/alert-rows";
import { createCaptureMailer } from "../../../test/capture-mailer";
import { createTestContext, type TestContext } from "../../../test/harness";
import { personalWorkspaceId } from "../../../test/workspaces";
import type { Mailer } from "../../mail/mailer";
import { notifyChanges } from "./notify-changes";
import { sendDigests } from "./send-digests";

describe("a content alert that cannot be sent", () => {
  const capture = createCaptureMailer();
  let down = true;
  // SMTP refuses while `down`; then messages go through to `capture`.
  const mailer: Mailer = {
    transport: "smtp",
    async send(message) {
      if (down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      await capture.send(message);
    },
  };
  let t: TestContext;
  const clock = new Date(Date.now() + 60_000);
  beforeAll(async () => {
    t = await createTestContext("sqlite", { mailer, now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it("does not fail the run, records no delivery, and reaches the member in the next digest", async () => {
    const user = await t.createUser();
    const workspaceId = await personalWorkspaceId(t.database.db, user.id);
    const project = await seedProject(t.database.db, { workspaceId, name: "Shop", at: clock });
    const change = await insertChange(t.database.db, project, {
      type: "http_error",
      severity: "critical",
      at: clock,
    });

    await expect(
      notifyChanges(t.deps, { projectId: project.projectId, changeIds: [change] }),
    ).resolves.toBeUndefined();
    expect(await t.database.db.selectFrom("alert_deliveries").selectAll().execute()).toEqual([]);

    down = false;
    expect(await sendDigests(t.deps)).toEqual({ sent: 1, failed: 0 });
    const digest = await capture.next(user.email);
    expect(digest.text).toContain("[Critical] Page returns an error (4xx/5xx)");
    expect(
      await t.database.db.selectFrom("alert_deliveries").select(["change_id", "channel"]).execute(),
    ).toEqual([{ change_id: change, channel: "digest" }]);
  });
});
