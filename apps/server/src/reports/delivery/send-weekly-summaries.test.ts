import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, seedProject } from "../../../test/alert-rows";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../../../test/harness";
import {
  type DeliveryStubs,
  insertSite,
  mailHeader,
  parseMail,
  smtpMailerFailingOnce,
  stubbedDeliveryDeps,
  unsubscribeLinkOf,
} from "../../../test/report-deliveries";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink";
import { setPersonalPlan } from "../../../test/workspaces";
import { verifyUnsubscribeToken } from "../../mail/unsubscribe-token";
import type { ReportDeliveryDeps } from "./report-delivery-deps";
import { sendWeeklySummaries } from "./send-weekly-summaries";

interface Member {
  id: string;
  email: string;
}

/**
 * The weekly summary e-mail with an injected clock, over a real SMTP server: every plan's members
 * with Email Notifications on get the week just ended once, built once per workspace from its
 * first five sites and projects; a week the job could not run on Monday still goes out later that
 * week, a week it missed entirely never does; a member who switches the e-mails off gets none.
 */
describe.each(testDatabaseKinds())("weekly summary (%s)", (kind) => {
  let smtp: SmtpSink;
  let t: TestContext;
  let clock = new Date();
  let deps: ReportDeliveryDeps;
  let stubs: DeliveryStubs;
  const failOnce = new Set<string>();
  let shop: string;
  let olive: Member;
  let pat: Member;
  let mo: Member;
  let nina: Member;
  let quinn: Member;

  const received = (to: string) => smtp.messages.filter((m) => m.to.includes(to)).length;
  const next = async (to: string): Promise<ParsedMail> => parseMail((await smtp.next(to)).raw);
  const run = (iso: string) => {
    clock = new Date(iso);
    return sendWeeklySummaries(deps);
  };
  const settle = () => new Promise((r) => setTimeout(r, 200));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const mailer = smtpMailerFailingOnce(smtp.url, failOnce);
    t = await createTestContext(kind, { mailer, env: { SMTP_URL: smtp.url }, now: () => clock });
    ({ deps, stubs } = stubbedDeliveryDeps(t.deps));
    const db = t.database.db;
    const joined = new Date();
    olive = await t.createUser({ name: "Olive Owner" });
    shop = await setPersonalPlan(db, olive.id, "basic");
    await db.updateTable("workspaces").set({ name: "Shoe shop" }).where("id", "=", shop).execute();
    pat = await t.createUser({ name: "Pat Partner" });
    mo = await t.createUser({ name: "Mo Muted" });
    for (const m of [pat, mo]) await addMember(db, shop, m.id, joined);
    await db
      .insertInto("alert_settings")
      .values({
        user_id: mo.id,
        workspace_id: shop,
        email_notifications: 0,
        content_alerts: 1,
        ranking_alerts: 1,
        updated_at: joined.toISOString(),
      })
      .execute();
    // Six sites (the summary has the first five) and a project.
    for (let i = 1; i <= 6; i++) {
      await insertSite(db, {
        workspaceId: shop,
        name: `site-${i}.example`,
        createdAt: new Date(Date.UTC(2026, 0, i)).toISOString(),
      });
    }
    await seedProject(db, { workspaceId: shop, name: "Shoe pages", at: joined, runs: 1 });
    // A workspace with nothing to summarise, and a Pro one with a site.
    nina = await t.createUser({ name: "Nina Nothing" });
    quinn = await t.createUser({ name: "Quinn Pro" });
    const pro = await setPersonalPlan(db, quinn.id, "pro");
    await insertSite(db, { workspaceId: pro, name: "pro.example" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("mails each member with Email Notifications on, of every plan, the week just ended, built once per workspace", async () => {
    expect(await run("2026-11-30T07:30:00Z")).toEqual({ sent: 3, failed: 0 });
    const mail = await next(olive.email);
    expect(mail.subject).toBe("Weekly summary for Shoe shop — 2026-11-23 – 2026-11-29");
    const text = mail.text!;
    expect(
      text.startsWith(
        "Hi Olive Owner,\nYour weekly RankLens summary for “Shoe shop”, 2026-11-23 – 2026-11-29.\n",
      ),
    ).toBe(true);
    expect(text).toContain("1 more site is in RankLens, not in this summary.");
    expect(text).toContain("== site-1.example: Site health ==");
    expect(text).toContain("== site-5.example: Top issues ==");
    expect(text).toContain("== Shoe pages: Rankings and movers ==");
    expect(text).not.toContain("site-6.example");
    expect(text).toContain(`Open “Shoe shop” in RankLens: ${TEST_ORIGIN}/dashboard?workspace=${shop}`);
    expect(text).toContain(`Notification settings: ${TEST_ORIGIN}/settings?workspace=${shop}`);
    expect(mail.attachments.every((a) => a.contentType === "image/png" && a.related)).toBe(true);
    // The digest's list: its one-click link turns Email Notifications off for this workspace.
    expect(mailHeader(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const link = new URL(unsubscribeLinkOf(mail)!);
    expect(link.pathname).toBe("/api/v1/alerts/unsubscribe");
    expect(verifyUnsubscribeToken(t.env.authSecret, link.searchParams.get("token")!)).toEqual({
      userId: olive.id,
      workspaceId: shop,
      list: "digest",
    });

    expect((await next(pat.email)).subject).toBe("Weekly summary for Shoe shop — 2026-11-23 – 2026-11-29");
    expect((await next(quinn.email)).subject).toContain("Weekly summary for");
    // One document per site and project of the week, for all members: five sites and a project, and Quinn's site.
    const shops = stubs.built.filter((b) => b.definition.workspaceId === shop);
    expect(shops).toHaveLength(6);
    expect(shops.every((b) => b.range.from === "2026-11-23" && b.range.to === "2026-11-29")).toBe(true);
    expect(
      shops.filter((b) => b.definition.siteId).map((b) => b.definition.sections.map((s) => s.kind)),
    ).toEqual(Array(5).fill(["site_health", "top_issues"]));
    expect(shops.find((b) => b.definition.projectId)?.definition.sections.map((s) => s.kind)).toEqual([
      "tracked_pages",
      "rankings",
    ]);
    expect(stubs.rendered).toHaveLength(0);
    await settle();
    expect(received(mo.email)).toBe(0);
    expect(received(nina.email)).toBe(0);
  });

  it("sends the week once: nothing on Tuesday", async () => {
    stubs.built.length = 0;
    expect(await run("2026-12-01T07:30:00Z")).toEqual({ sent: 0, failed: 0 });
    expect(await run("2026-12-06T23:00:00Z")).toEqual({ sent: 0, failed: 0 });
    expect(stubs.built).toHaveLength(0);
    await settle();
    expect(received(olive.email)).toBe(1);
  });

  it("after downtime sends the week just ended on a later day, never a week it missed", async () => {
    // No run from 7 to 13 December: the week of 30 November is skipped for good.
    expect(await run("2026-12-16T10:00:00Z")).toEqual({ sent: 3, failed: 0 });
    expect((await next(olive.email)).subject).toBe("Weekly summary for Shoe shop — 2026-12-07 – 2026-12-13");
    await next(pat.email);
    await next(quinn.email);
    const weeks = await t.database.db
      .selectFrom("summary_deliveries")
      .select("week")
      .where("user_id", "=", olive.id)
      .orderBy("week")
      .execute();
    expect(weeks.map((w) => w.week)).toEqual(["2026-W48", "2026-W50"]);
  });

  it("follows the Email Notifications switch: off by the one-click link → none; on → the next week", async () => {
    const patMail = parseMail(smtp.messages.filter((m) => m.to.includes(pat.email)).at(-1)!.raw);
    const link = new URL(unsubscribeLinkOf(await patMail)!);
    const res = await t.request(`${link.pathname}${link.search}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "" },
    });
    expect(res.status).toBe(200);
    await t.database.db
      .updateTable("alert_settings")
      .set({ email_notifications: 1 })
      .where("user_id", "=", mo.id)
      .execute();

    expect(await run("2026-12-21T07:30:00Z")).toEqual({ sent: 3, failed: 0 });
    expect((await next(mo.email)).subject).toBe("Weekly summary for Shoe shop — 2026-12-14 – 2026-12-20");
    await next(olive.email);
    await settle();
    expect(received(pat.email)).toBe(2);
    expect(received(mo.email)).toBe(1);
  });

  it("retries a failed send for that member only", async () => {
    failOnce.add(olive.email);
    stubs.built.length = 0;
    expect(await run("2026-12-28T07:30:00Z")).toEqual({ sent: 2, failed: 1 });
    await next(mo.email);
    expect(await run("2026-12-28T07:31:00Z")).toEqual({ sent: 1, failed: 0 });
    expect((await next(olive.email)).subject).toBe("Weekly summary for Shoe shop — 2026-12-21 – 2026-12-27");
    await settle();
    expect(received(mo.email)).toBe(2);
    expect(received(olive.email)).toBe(4);
  });
});
