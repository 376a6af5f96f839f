import type { PlanId, WorkspaceRole } from "@ranklens/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases";
import { createTestContext, type TestContext } from "../../test/harness";
import { createLogger } from "../lib/logger";
import { submitSupportRequest } from "../support/submit-support-request";
import type { OperatorIo } from "./operator-io";
import { parseOperatorArgs } from "./parse-operator-args";
import { runOperator } from "./run-operator";

function captureIo(): OperatorIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
}

describe.each(testDatabaseKinds())("operator support commands [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const run = async (...args: string[]) => {
    const io = captureIo();
    const command = parseOperatorArgs(["support", ...args]);
    if (command.kind === "help" || command.kind === "usage-error") throw new Error(`not run: ${args}`);
    const code = await runOperator(command, { db: t.database.db, billingEnabled: true, io });
    return { code, stdout: io.stdout, stderr: io.stderr };
  };

  /** A real account for the requests' user_id (a foreign key); each request names its own sender. */
  let userId: string;
  /** A request sent at `at` from a workspace on `plan`, through the same service the route uses. */
  let sent = 0;
  const send = (plan: PlanId, at: string, subject: string, message = "Please help.") =>
    submitSupportRequest(
      { db: t.database.db, mailer: t.mail, env: t.env, logger: createLogger("silent") },
      {
        workspace: { id: `ws-${++sent}`, name: `${plan} shop ${sent}`, plan, role: "admin" as WorkspaceRole },
        user: { id: userId, email: `sender${sent}@example.com`, name: `Sender ${sent}` },
      },
      { subject, message },
      new Date(at),
    );

  beforeEach(async () => {
    sent = 0;
    userId = (await t.createUser()).id;
    // The route stores real workspace ids; here the workspaces exist so the foreign keys hold.
    const now = new Date().toISOString();
    for (let i = 1; i <= 4; i++) {
      await t.database.db
        .insertInto("workspaces")
        .values({
          id: `ws-${i}`,
          name: `w${i}`,
          plan: "basic",
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  });

  it("says so when there is nothing to answer", async () => {
    expect(await run("list", "--open")).toEqual({
      code: 0,
      stdout: ["No open support requests."],
      stderr: [],
    });
    expect((await run("list")).stdout).toEqual(["No support requests."]);
  });

  it("lists priority first, then oldest first; --open leaves closed ones out", async () => {
    const oldBasic = await send("basic", "2026-11-20T09:00:00.000Z", "Old basic question");
    const earlyPro = await send("pro", "2026-11-21T10:00:00.000Z", "Early pro question");
    const newBasic = await send("basic", "2026-11-22T11:00:00.000Z", "New basic question");
    const latePro = await send("pro", "2026-11-23T12:00:00.000Z", "Late pro question");
    expect((await run("close", newBasic.id)).code).toBe(0);

    const open = await run("list", "--open");
    expect(open.code).toBe(0);
    expect(open.stdout[0]).toBe("3 open support requests, 2 with priority:");
    const firstLines = open.stdout.filter((line) => /^[0-9a-f-]{36} /.test(line));
    expect(firstLines).toEqual([
      `${earlyPro.id}  PRIORITY  open`,
      `${latePro.id}  PRIORITY  open`,
      `${oldBasic.id}  normal  open`,
    ]);

    const all = await run("list");
    expect(all.stdout[0]).toBe("4 support requests, 3 open (2 with priority):");
    expect(
      all.stdout.filter((line) => /^[0-9a-f-]{36} /.test(line)).map((line) => line.slice(0, 36)),
    ).toEqual([earlyPro.id, latePro.id, oldBasic.id, newBasic.id]);
    expect(all.stdout.find((line) => line.startsWith(newBasic.id))).toMatch(
      /^\S+ {2}normal {2}closed \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/,
    );
  });

  it("prints one block per request: id, priority, status, created, workspace, plan, sender, subject, message start", async () => {
    const long = `First line\n\n   second line ${"x".repeat(300)}`;
    const receipt = await send("pro", "2026-11-24T09:15:07.123Z", "Billing question", long);
    const { stdout } = await run("list");
    expect(stdout).toEqual([
      "1 support request, 1 open (1 with priority):",
      "",
      `${receipt.id}  PRIORITY  open`,
      "  Created:   2026-11-24 09:15 UTC",
      "  Workspace: pro shop 1 (ws-1), Pro plan",
      "  From:      Sender 1 <sender1@example.com>, Admin",
      "  Subject:   Billing question",
      `  Message:   ${`First line second line ${"x".repeat(300)}`.slice(0, 200)}…`,
    ]);
  });

  it("says when a request's workspace is gone, and when its mail never left", async () => {
    const failing = { transport: "smtp" as const, send: async () => Promise.reject(new Error("down")) };
    const receipt = await submitSupportRequest(
      { db: t.database.db, mailer: failing, env: t.env, logger: createLogger("silent") },
      {
        workspace: { id: "ws-2", name: "Gone Ltd", plan: "basic", role: "owner" },
        user: { id: userId, email: "a@example.com", name: "A" },
      },
      { subject: "Hi", message: "Short." },
    );
    await t.database.db.deleteFrom("workspaces").where("id", "=", "ws-2").execute();
    const { stdout } = await run("list");
    expect(stdout).toContain(`${receipt.id}  normal  open, not mailed (answer from here)`);
    expect(stdout).toContain("  Workspace: Gone Ltd (deleted), Basic plan");
    expect(stdout).toContain("  Message:   Short.");
  });

  it("closes a request once; closing again is harmless; an unknown id fails with exit code 1", async () => {
    const receipt = await send("basic", "2026-11-24T09:00:00.000Z", "Close me");
    expect(await run("close", receipt.id)).toEqual({
      code: 0,
      stdout: [`Support request ${receipt.id} is closed.`],
      stderr: [],
    });
    const row = await t.database.db
      .selectFrom("support_requests")
      .select(["status", "closed_at"])
      .where("id", "=", receipt.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("closed");
    expect(row.closed_at).not.toBeNull();

    expect((await run("close", receipt.id)).stdout).toEqual([
      `Support request ${receipt.id} was already closed.`,
    ]);
    const again = await t.database.db
      .selectFrom("support_requests")
      .select("closed_at")
      .where("id", "=", receipt.id)
      .executeTakeFirstOrThrow();
    expect(again.closed_at).toBe(row.closed_at);

    expect(await run("close", "no-such-id")).toEqual({
      code: 1,
      stdout: [],
      stderr: ["No support request with the id no-such-id."],
    });
  });
});
