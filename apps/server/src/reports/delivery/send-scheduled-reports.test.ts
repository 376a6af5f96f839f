import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../../../test/harness";
import {
  type DeliveryStubs,
  insertReport,
  mailHeader,
  parseMail,
  STUB_PDF,
  smtpMailerFailingOnce,
  stubbedDeliveryDeps,
  unsubscribeLinkOf,
} from "../../../test/report-deliveries";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink";
import { setPersonalPlan } from "../../../test/workspaces";
import { setWorkspacePlan } from "../../billing/set-workspace-plan";
import { verifyRecipientToken } from "./recipient-unsubscribe-token";
import type { ReportDeliveryDeps } from "./report-delivery-deps";
import { sendScheduledReports } from "./send-scheduled-reports";
import { readRecipientUnsubscribe, unsubscribeRecipient } from "./unsubscribe-recipient";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Pro's scheduled reports with an injected clock, over a real SMTP server: a weekly report on
 * Monday for the week just ended and not again on Tuesday, a monthly one on the 1st, once per
 * recipient and period; a one-click unsubscribe holds for the next period; a failed send reaches
 * only the missing recipient on the retry; a Basic workspace's schedule stays quiet.
 */
describe.each(testDatabaseKinds())("scheduled reports (%s)", (kind) => {
  let smtp: SmtpSink;
  let t: TestContext;
  let clock = new Date();
  let deps: ReportDeliveryDeps;
  let stubs: DeliveryStubs;
  /** Addresses whose next send fails, as an SMTP server refusing a message would. */
  const failOnce = new Set<string>();
  let weekly: string;
  let basicWorkspace: string;

  const received = (to: string) => smtp.messages.filter((m) => m.to.includes(to)).length;
  const next = async (to: string): Promise<ParsedMail> => parseMail((await smtp.next(to)).raw);
  const run = (iso: string) => {
    clock = new Date(iso);
    return sendScheduledReports(deps);
  };
  const settle = () => new Promise((r) => setTimeout(r, 200));
  const builtFor = (reportName: string) => stubs.built.filter((b) => b.definition.name === reportName);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const mailer = smtpMailerFailingOnce(smtp.url, failOnce);
    t = await createTestContext(kind, { mailer, env: { SMTP_URL: smtp.url }, now: () => clock });
    ({ deps, stubs } = stubbedDeliveryDeps(t.deps));
    const db = t.database.db;
    const agency = await t.createUser({ name: "Ava Agency" });
    const pro = await setPersonalPlan(db, agency.id, "pro");
    await db.updateTable("workspaces").set({ name: "Acme Agency" }).where("id", "=", pro).execute();
    weekly = await insertReport(db, {
      workspaceId: pro,
      name: "Weekly client report",
      cadence: "weekly",
      // The same address twice in another spelling: one e-mail.
      recipients: ["alice@client.example", " Alice@Client.example", "bob@client.example"],
    });
    await insertReport(db, {
      workspaceId: pro,
      name: "Monthly board report",
      cadence: "monthly",
      recipients: ["carol@client.example"],
    });
    await insertReport(db, {
      workspaceId: pro,
      name: "Draft",
      cadence: "off",
      recipients: ["erin@client.example"],
    });
    const small = await t.createUser({ name: "Basil Basic" });
    basicWorkspace = await setPersonalPlan(db, small.id, "basic");
    await insertReport(db, {
      workspaceId: basicWorkspace,
      name: "Basic's report",
      cadence: "weekly",
      recipients: ["dave@client.example"],
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("sends a weekly report on Monday for the week just ended, to each recipient once, with the PDF and the charts", async () => {
    expect(await run("2026-11-30T07:30:00Z")).toEqual({ sent: 2, failed: 0 });
    for (const to of ["alice@client.example", "bob@client.example"]) {
      const mail = await next(to);
      expect(mail.subject).toBe("Weekly client report — 2026-11-23 – 2026-11-29");
      expect(mail.text).toContain("Health score: 87 / 100 (+4 since 2026-09-28)");
      expect(mail.text).toContain(
        `Open this report in RankLens (for members of the workspace): ${TEST_ORIGIN}/reports/${weekly}?workspace=`,
      );
      const html = mail.html as string;
      const images = mail.attachments.filter((a) => a.contentType === "image/png");
      expect(images).toHaveLength(2);
      for (const image of images) {
        expect(image.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
        expect(html).toContain(`src="cid:${image.cid}"`);
      }
      const pdf = mail.attachments.find((a) => a.contentType === "application/pdf")!;
      expect(pdf.content.equals(STUB_PDF)).toBe(true);
      expect(pdf.filename).toBe("weekly-client-report-2026-11-29.pdf");
      // Each recipient's own one-click link.
      expect(mailHeader(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const link = new URL(unsubscribeLinkOf(mail)!);
      expect(`${link.origin}${link.pathname}`).toBe(`${TEST_ORIGIN}/api/v1/reports/unsubscribe`);
      expect(verifyRecipientToken(t.env.authSecret, link.searchParams.get("token")!)).toEqual({
        reportId: weekly,
        recipient: to,
      });
    }
    // One document and one PDF for both recipients, of the ISO week just ended.
    expect(builtFor("Weekly client report").map((b) => b.range)).toEqual([
      { from: "2026-11-23", to: "2026-11-29" },
    ]);
    expect(stubs.rendered).toHaveLength(1);
    const row = await t.database.db
      .selectFrom("reports")
      .select("last_sent_at")
      .where("id", "=", weekly)
      .executeTakeFirstOrThrow();
    expect(row.last_sent_at).toBe("2026-11-30T07:30:00.000Z");
    // Monthly: not on the 30th. Off and Basic's: never.
    await settle();
    for (const to of ["carol@client.example", "erin@client.example", "dave@client.example"]) {
      expect(received(to), to).toBe(0);
    }
    expect(received("alice@client.example")).toBe(1);
  });

  it("does not send the week again on Tuesday; sends a monthly report on the 1st for the month just ended, once", async () => {
    stubs.built.length = 0;
    expect(await run("2026-12-01T07:30:00Z")).toEqual({ sent: 1, failed: 0 });
    const mail = await next("carol@client.example");
    expect(mail.subject).toBe("Monthly board report — 2026-11-01 – 2026-11-30");
    expect(stubs.built.map((b) => b.definition.name)).toEqual(["Monthly board report"]);
    expect(stubs.built[0]!.definition.sections.map((s) => s.kind)).toEqual(["site_health", "note"]);

    expect(await run("2026-12-02T07:30:00Z")).toEqual({ sent: 0, failed: 0 });
    expect(await run("2026-12-06T23:59:00Z")).toEqual({ sent: 0, failed: 0 });
    expect(stubs.built).toHaveLength(1);
    await settle();
    expect(received("alice@client.example")).toBe(1);
    expect(received("carol@client.example")).toBe(1);
  });

  it("starts a report made after the period ended with the next period, as the schedule's next send says", async () => {
    const late = await insertReport(t.database.db, {
      workspaceId: (
        await t.database.db
          .selectFrom("reports")
          .select("workspace_id")
          .where("id", "=", weekly)
          .executeTakeFirstOrThrow()
      ).workspace_id,
      name: "Made on Wednesday",
      cadence: "weekly",
      recipients: ["gina@client.example"],
      createdAt: "2026-12-02T15:00:00.000Z",
    });
    expect(await run("2026-12-03T07:30:00Z")).toEqual({ sent: 0, failed: 0 });
    await settle();
    expect(received("gina@client.example")).toBe(0);
    await t.database.db.updateTable("reports").set({ cadence: "off" }).where("id", "=", late).execute();
  });

  it("unsubscribes a recipient by one click: the next period goes to the others only", async () => {
    const first = smtp.messages.find((m) => m.to.includes("alice@client.example"))!;
    const token = new URL(unsubscribeLinkOf(await parseMail(first.raw))!).searchParams.get("token")!;
    // The confirm page's reading changes nothing; a forged token reads as nothing.
    expect(await readRecipientUnsubscribe(t.deps, token)).toEqual({
      reportId: weekly,
      recipient: "alice@client.example",
      reportName: "Weekly client report",
    });
    expect(await readRecipientUnsubscribe(t.deps, `${token.slice(0, -1)}x`)).toBeNull();
    expect(await unsubscribeRecipient(t.deps, `${token}x`)).toBeNull();
    expect((await unsubscribeRecipient(t.deps, token))?.recipient).toBe("alice@client.example");
    expect((await unsubscribeRecipient(t.deps, token))?.recipient).toBe("alice@client.example");
    const rows = await t.database.db.selectFrom("report_unsubscribes").selectAll().execute();
    expect(rows.map((r) => [r.report_id, r.recipient])).toEqual([[weekly, "alice@client.example"]]);

    expect(await run("2026-12-07T07:30:00Z")).toEqual({ sent: 1, failed: 0 });
    expect((await next("bob@client.example")).subject).toBe("Weekly client report — 2026-11-30 – 2026-12-06");
    await settle();
    expect(received("alice@client.example")).toBe(1);
  });

  it("retries a failed send for the unreached recipient only", async () => {
    await t.database.db
      .updateTable("reports")
      .set({ recipients: JSON.stringify(["bob@client.example", "frank@client.example"]) })
      .where("id", "=", weekly)
      .execute();
    failOnce.add("frank@client.example");
    stubs.rendered.length = 0;
    expect(await run("2026-12-14T07:30:00Z")).toEqual({ sent: 1, failed: 1 });
    expect((await next("bob@client.example")).subject).toContain("2026-12-07 – 2026-12-13");
    await settle();
    expect(received("frank@client.example")).toBe(0);

    // The job's retry, minutes later.
    expect(await run("2026-12-14T07:31:00Z")).toEqual({ sent: 1, failed: 0 });
    const mail = await next("frank@client.example");
    expect(mail.subject).toBe("Weekly client report — 2026-12-07 – 2026-12-13");
    expect(mail.attachments.some((a) => a.contentType === "application/pdf")).toBe(true);
    await settle();
    expect(received("bob@client.example")).toBe(3);
    // One PDF per run that had someone to send to, never one per recipient.
    expect(stubs.rendered).toHaveLength(2);
    const deliveries = await t.database.db
      .selectFrom("report_deliveries")
      .select(["recipient", "period_key"])
      .where("report_id", "=", weekly)
      .where("period_key", "=", "2026-W50")
      .orderBy("recipient")
      .execute();
    expect(deliveries.map((d) => d.recipient)).toEqual(["bob@client.example", "frank@client.example"]);
  });

  it("sends without the PDF, saying so, when the renderer fails; a workspace back on Pro sends again", async () => {
    stubs.pdfFails = true;
    await setWorkspacePlan(t.database.db, basicWorkspace, "pro", "A test");
    expect(await run("2026-12-21T07:30:00Z")).toEqual({ sent: 3, failed: 0 });
    stubs.pdfFails = false;
    const mail = await next("frank@client.example");
    expect(mail.attachments.map((a) => a.contentType)).toEqual(["image/png", "image/png"]);
    expect(mail.text).toContain(
      "The PDF of this report could not be made this time; every figure is in this e-mail.",
    );
    await next("bob@client.example");
    // Dave's report was Basic's: it goes out now that the workspace has custom reports.
    expect((await next("dave@client.example")).subject).toBe("Basic's report — 2026-12-14 – 2026-12-20");
  });
});
