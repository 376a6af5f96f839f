import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember } from "../../../test/alert-rows";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, type TestContext } from "../../../test/harness";
import { insertReport, insertSite, stubbedDeliveryDeps } from "../../../test/report-deliveries";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink";
import { setPersonalPlan } from "../../../test/workspaces";
import { createLogger } from "../../lib/logger";
import { createMailer, type Mailer } from "../../mail/mailer";
import { ensureReportDeliveriesSchedule, reportDeliveriesJob } from "./report-deliveries-job";

type Context = Parameters<typeof reportDeliveriesJob.handler>[1];
const WORKERS = 4;

/**
 * The report-deliveries job: its daily schedule, an attempt that fails while an e-mail could not
 * be sent, and several workers running it at the same moment on one database — each recipient
 * and member gets the period exactly once.
 */
describe.each(testDatabaseKinds())("report-deliveries job (%s)", (kind) => {
  let smtp: SmtpSink;
  let t: TestContext;
  let clock = new Date();
  const failOnce = new Set<string>();
  const recipients = ["r1@client.example", "r2@client.example", "r3@client.example"];
  const others = ["r4@client.example", "r5@client.example"];
  const members: string[] = [];

  const received = (to: string) => smtp.messages.filter((m) => m.to.includes(to)).length;
  const settle = () => new Promise((r) => setTimeout(r, 300));
  const handler = (mailer?: Mailer) =>
    reportDeliveriesJob.handler(stubbedDeliveryDeps(t.deps, mailer ? { mailer } : {}).deps, {} as Context);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: "RankLens <reports@ranklens.test>",
      outboxDir: "/nonexistent",
      logger: createLogger("silent"),
    });
    t = await createTestContext(kind, { mailer, env: { SMTP_URL: smtp.url }, now: () => clock });
    const db = t.database.db;
    const agency = await t.createUser({ name: "Ava Agency" });
    const pro = await setPersonalPlan(db, agency.id, "pro");
    await insertReport(db, { workspaceId: pro, name: "Weekly A", cadence: "weekly", recipients });
    await insertReport(db, { workspaceId: pro, name: "Weekly B", cadence: "weekly", recipients: others });
    const owner = await t.createUser({ name: "Basil Basic" });
    const basic = await setPersonalPlan(db, owner.id, "basic");
    await insertSite(db, { workspaceId: basic, name: "basic.example" });
    members.push(owner.email);
    for (const name of ["Eve Editor", "Vic Viewer"]) {
      const user = await t.createUser({ name });
      await addMember(t.database.db, basic, user.id, new Date());
      members.push(user.email);
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("is scheduled daily at 07:30 UTC, once, and a due time enqueues one job", async () => {
    clock = new Date("2026-11-29T12:00:00Z");
    await ensureReportDeliveriesSchedule(t.deps);
    const read = () =>
      t.database.db
        .selectFrom("job_schedules")
        .select(["cron", "kind", "next_run_at"])
        .where("name", "=", "report-deliveries")
        .execute();
    expect(await read()).toEqual([
      { cron: "30 7 * * *", kind: "report-deliveries", next_run_at: "2026-11-30T07:30:00.000Z" },
    ]);
    // Starting again later leaves the next run where it was.
    clock = new Date("2026-11-29T18:00:00Z");
    await ensureReportDeliveriesSchedule(t.deps);
    expect((await read())[0]!.next_run_at).toBe("2026-11-30T07:30:00.000Z");
    clock = new Date("2026-11-30T07:30:00Z");
    expect(await t.deps.jobs.tickSchedules()).toBe(1);
    expect(await t.deps.jobs.tickSchedules()).toBe(0);
  });

  it(`sends each recipient and member the period exactly once with ${WORKERS} workers at the same time`, async () => {
    clock = new Date("2026-11-30T07:30:00Z");
    await Promise.all(Array.from({ length: WORKERS }, () => handler()));
    await settle();
    for (const to of [...recipients, ...others, ...members]) expect(received(to), to).toBe(1);
    expect(smtp.messages).toHaveLength(recipients.length + others.length + members.length);
    const db = t.database.db;
    expect(await db.selectFrom("report_deliveries").select("recipient").execute()).toHaveLength(5);
    expect(await db.selectFrom("summary_deliveries").select("user_id").execute()).toHaveLength(3);

    // Later that day and on Tuesday, all of them again: nothing more.
    clock = new Date("2026-12-01T07:30:00Z");
    await Promise.all(Array.from({ length: WORKERS }, () => handler()));
    await settle();
    expect(smtp.messages).toHaveLength(recipients.length + others.length + members.length);
  });

  it("fails the attempt while an e-mail could not be sent; the retry sends only that one", async () => {
    const smtpMailer = t.deps.mailer;
    const flaky: Mailer = {
      transport: "smtp",
      async send(message) {
        if (failOnce.delete(message.to)) throw new Error("421 4.4.2 Connection dropped");
        await smtpMailer.send(message);
      },
    };
    clock = new Date("2026-12-07T07:30:00Z");
    failOnce.add("r2@client.example");
    await expect(handler(flaky)).rejects.toThrow("1 report e-mail(s) could not be sent");
    await settle();
    expect(received("r2@client.example")).toBe(1);
    expect(received("r1@client.example")).toBe(2);

    clock = new Date("2026-12-07T07:31:00Z");
    await handler(flaky);
    await settle();
    expect(received("r2@client.example")).toBe(2);
    for (const to of ["r1@client.example", "r3@client.example", ...others, ...members]) {
      expect(received(to), to).toBe(2);
    }
  });
});
