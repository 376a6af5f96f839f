import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, insertChange, type SeededProject, seedProject } from "../../../test/alert-rows";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../../../test/harness";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink";
import { personalWorkspaceId } from "../../../test/workspaces";
import { createLogger } from "../../lib/logger";
import { createMailer } from "../../mail/mailer";
import { alertDigestJob, ensureAlertDigestSchedule } from "../jobs/alert-digest-job";
import { alertSettingsFor } from "./alert-settings-for";
import { notifyChanges } from "./notify-changes";
import { sendDigests } from "./send-digests";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Member {
  id: string;
  email: string;
  cookie: string;
}

/**
 * Alert e-mails end to end over a real SMTP server on 127.0.0.1: every message parsed as MIME
 * (HTML part, text part, inline chart, unsubscribe headers), the one-click unsubscribe used
 * without a session, and each change delivered once per member.
 */
describe.each(testDatabaseKinds())("alert e-mails over SMTP (%s)", (kind) => {
  let smtp: SmtpSink;
  let t: TestContext;
  let clock: Date;
  let workspaceId: string;
  let project: SeededProject;
  // Content Alerts on (defaults), on, off in this workspace, off in their account preferences.
  let owner: Member;
  let editor: Member;
  let mutedHere: Member;
  let mutedAccount: Member;
  const critical: string[] = [];
  let warning: string;
  let info: string;
  let competitorCritical: string;

  const parse = async (to: string): Promise<ParsedMail> =>
    simpleParser((await smtp.next(to)).raw, { keepCidLinks: true });
  const received = (to: string) => smtp.messages.filter((m) => m.to.includes(to)).length;
  const header = (mail: ParsedMail, name: string) =>
    mail.headerLines
      .find((h) => h.key === name)
      ?.line.replace(/\r?\n[ \t]+/g, " ")
      .slice(name.length + 1)
      .trim();
  const unsubscribeLink = (mail: ParsedMail) => header(mail, "list-unsubscribe")?.match(/^<(.+)>$/)?.[1];
  const unsubscribe = (link: string, cookie?: string) => {
    const url = new URL(link);
    return t.request(`${url.pathname}${url.search}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "" },
      ...(cookie ? { cookie } : {}),
    });
  };
  /** Every link of these e-mails names the workspace, so a reader active in another one is switched to it. */
  const projectLink = () => `${TEST_ORIGIN}/projects/${project.projectId}?workspace=${workspaceId}`;
  const settingsLink = () => `${TEST_ORIGIN}/settings?workspace=${workspaceId}`;
  const links = (mail: ParsedMail) => [...(mail.html as string).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  /** Waits long enough for a stray message to arrive, then checks none did. */
  const settle = () => new Promise((r) => setTimeout(r, 300));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: "RankLens <alerts@ranklens.test>",
      outboxDir: "/nonexistent",
      logger: createLogger("silent"),
    });
    // A clock ahead of the sign-ups below, so every member joined before the changes.
    clock = new Date(Date.now() + 60_000);
    t = await createTestContext(kind, { mailer, env: { SMTP_URL: smtp.url }, now: () => clock });
    const db = t.database.db;
    const joined = new Date(Date.now() - 86_400_000);
    owner = await t.createUser({ name: "Olive Owner" });
    workspaceId = await personalWorkspaceId(db, owner.id);
    await db.updateTable("workspaces").set({ name: "Shoe shop" }).where("id", "=", workspaceId).execute();
    editor = await t.createUser({ name: "Eddie Editor" });
    mutedHere = await t.createUser({ name: "Mo Muted" });
    mutedAccount = await t.createUser({ name: "Pat Preferences" });
    for (const m of [editor, mutedHere, mutedAccount]) await addMember(db, workspaceId, m.id, joined);
    await db
      .insertInto("alert_settings")
      .values({
        user_id: mutedHere.id,
        workspace_id: workspaceId,
        email_notifications: 0,
        content_alerts: 0,
        ranking_alerts: 1,
        updated_at: joined.toISOString(),
      })
      .execute();
    await db
      .insertInto("preferences")
      .values({
        user_id: mutedAccount.id,
        email_notifications: 1,
        content_alerts: 0,
        ranking_alerts: 1,
        updated_at: joined.toISOString(),
      })
      .execute();

    project = await seedProject(db, { workspaceId, name: "Shoe pages", at: clock });
    critical.push(
      await insertChange(db, project, {
        type: "noindex_added",
        severity: "critical",
        before: "index",
        after: "noindex",
        at: clock,
      }),
      await insertChange(db, project, {
        type: "title_removed",
        severity: "critical",
        before: "Red shoes <sale>",
        after: null,
        at: clock,
      }),
    );
    warning = await insertChange(db, project, {
      type: "title_changed",
      severity: "warning",
      before: "Red shoes",
      after: "Blue shoes",
      at: clock,
    });
    info = await insertChange(db, project, {
      type: "text_changed",
      severity: "info",
      before: "420 words",
      after: "610 words",
      at: clock,
    });
    competitorCritical = await insertChange(db, project, {
      type: "http_error",
      severity: "critical",
      competitor: true,
      before: "200",
      after: "503",
      at: clock,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("mails one e-mail per member with this run's critical changes on own pages, as HTML, text and an inline chart", async () => {
    await notifyChanges(t.deps, {
      projectId: project.projectId,
      changeIds: [...critical, warning, info, competitorCritical],
    });
    for (const member of [owner, editor]) {
      const mail = await parse(member.email);
      expect(mail.subject).toBe("2 critical changes on Shoe pages");
      // Text part: severity in words, page, before → after, the project's link.
      expect(mail.text).toContain("[Critical] noindex appeared");
      expect(mail.text).toContain("[Critical] Title removed");
      expect(mail.text).toContain("Page: https://shop.example/shoes");
      expect(mail.text).toContain("Before: index\n  After: noindex");
      expect(mail.text).toContain("Before: Red shoes <sale>\n  After: (none)");
      expect(mail.text).toContain(`Shoe pages — ${projectLink()}\n`);
      expect(mail.text).toContain(`Notification settings: ${settingsLink()}`);
      expect(mail.text).not.toContain("Title changed");
      expect(mail.text).not.toContain("rival.example");
      // HTML part: the same in words, escaped, with the chart by Content-ID.
      const html = mail.html as string;
      expect(html).toContain("Critical:</strong> noindex appeared");
      expect(html).toContain("Red shoes &#60;sale&#62;");
      // Every link into the app carries the workspace; the others are the changed pages and unsubscribe.
      const appLinks = links(mail).filter((link) => link.startsWith(TEST_ORIGIN) && !link.includes("/api/"));
      expect(appLinks).toEqual([projectLink(), projectLink(), settingsLink()]);
      const cid = html.match(/<img src="cid:([^"]+)"/)?.[1];
      expect(cid).toBeDefined();
      // The inline image: a PNG whose Content-ID the HTML refers to.
      expect(mail.attachments).toHaveLength(1);
      const image = mail.attachments[0]!;
      expect(image.contentType).toBe("image/png");
      expect(image.cid).toBe(cid);
      expect(image.related).toBe(true);
      expect(image.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(image.content.readUInt32BE(16)).toBe(1120); // IHDR width: 560 units at 2×
      // RFC 8058 headers.
      expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(unsubscribeLink(mail)).toMatch(
        new RegExp(`^${TEST_ORIGIN}/api/v1/alerts/unsubscribe\\?token=v1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`),
      );
      expect(html).toContain(`href="${unsubscribeLink(mail)}"`);
    }
    await settle();
    expect(received(mutedHere.email)).toBe(0);
    expect(received(mutedAccount.email)).toBe(0);
  });

  it("never mails the same change twice to the same member, even when notified twice at once", async () => {
    const before = smtp.messages.length;
    await Promise.all([
      notifyChanges(t.deps, { projectId: project.projectId, changeIds: critical }),
      notifyChanges(t.deps, { projectId: project.projectId, changeIds: critical }),
    ]);
    await settle();
    expect(smtp.messages.length).toBe(before);

    const fresh = await insertChange(t.database.db, project, {
      type: "canonical_changed",
      severity: "critical",
      before: "https://shop.example/shoes",
      after: "https://shop.example/",
      at: clock,
    });
    await Promise.all([
      notifyChanges(t.deps, { projectId: project.projectId, changeIds: [...critical, fresh] }),
      notifyChanges(t.deps, { projectId: project.projectId, changeIds: [fresh] }),
    ]);
    const mail = await parse(owner.email);
    expect(mail.subject).toBe("Critical change on Shoe pages: Canonical now points elsewhere");
    expect(mail.text).not.toContain("noindex appeared");
    await parse(editor.email);
    await settle();
    expect(received(owner.email)).toBe(2);
    expect(received(editor.email)).toBe(2);
    critical.push(fresh);
  });

  it("collects warnings, infos and competitors' changes into the daily digest, without what was already sent", async () => {
    await ensureAlertDigestSchedule(t.deps);
    const schedule = await t.database.db
      .selectFrom("job_schedules")
      .selectAll()
      .where("name", "=", "alert-digest")
      .executeTakeFirstOrThrow();
    expect(schedule).toMatchObject({ cron: "0 7 * * *", kind: alertDigestJob.name });
    clock = new Date(clock.getTime() + 60_000);
    await ensureAlertDigestSchedule(t.deps);
    expect(
      await t.database.db
        .selectFrom("job_schedules")
        .select("next_run_at")
        .where("name", "=", "alert-digest")
        .execute(),
    ).toEqual([{ next_run_at: schedule.next_run_at }]);

    // At 07:00 UTC the schedule enqueues one digest job.
    clock = new Date(schedule.next_run_at);
    expect(await t.deps.jobs.tickSchedules()).toBe(1);
    expect(await t.deps.jobs.tickSchedules()).toBe(0);

    // The registered job kind runs the digest.
    await alertDigestJob.handler(
      alertDigestJob.deps(t.deps),
      {} as Parameters<typeof alertDigestJob.handler>[1],
    );

    const mail = await parse(owner.email);
    expect(mail.subject).toBe("RankLens digest for Shoe shop: 3 changes");
    expect(mail.text).toContain(`Shoe pages — ${projectLink()}\n`);
    expect(links(mail).filter((link) => link.startsWith(TEST_ORIGIN) && !link.includes("/api/"))).toEqual([
      projectLink(),
      projectLink(),
      settingsLink(),
    ]);
    expect(mail.text).toContain("[Warning] Title changed");
    expect(mail.text).toContain("Before: Red shoes\n  After: Blue shoes");
    expect(mail.text).toContain("[Info] Main text changed by more than 20%");
    expect(mail.text).toContain("[Critical] Page returns an error (4xx/5xx)");
    expect(mail.text).toContain("Page: Competitor rival.example: https://rival.example/shoes");
    expect(mail.text).not.toContain("noindex appeared");
    expect((mail.html as string).indexOf("Critical:")).toBeLessThan(
      (mail.html as string).indexOf("Warning:"),
    );
    expect(mail.attachments.map((a) => a.contentType)).toEqual(["image/png"]);
    expect(mail.html).toContain(`src="cid:${mail.attachments[0]!.cid}"`);
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(unsubscribeLink(mail)).toContain("/api/v1/alerts/unsubscribe?token=v1.");

    // Content Alerts off but the digest on: the critical changes reach them here, once.
    const late = await parse(mutedAccount.email);
    expect(late.subject).toBe("RankLens digest for Shoe shop: 6 changes");
    expect(late.text).toContain("[Critical] noindex appeared");
    expect(late.text).toContain("[Critical] Canonical now points elsewhere");

    await parse(editor.email);
    await settle();
    expect(received(mutedHere.email)).toBe(0);
    const again = await sendDigests(t.deps);
    expect(again).toEqual({ sent: 0, failed: 0 });
  });

  it("unsubscribes by one click without a session, for the link's own recipient only; GET changes nothing", async () => {
    const extra = await insertChange(t.database.db, project, {
      type: "title_removed",
      severity: "critical",
      at: clock,
    });
    await notifyChanges(t.deps, { projectId: project.projectId, changeIds: [extra] });
    const link = unsubscribeLink(await parse(owner.email))!;
    await parse(editor.email);

    // A mail scanner's GET: a confirm page with a button, and nothing changed.
    const url = new URL(link);
    const page = await t.request(`${url.pathname}${url.search}`, { headers: { origin: "" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const body = await page.text();
    expect(body).toContain(
      `Stop Content Alerts (immediate e-mails about critical changes) to ${owner.email}`,
    );
    expect(body).toContain('<form method="post" action="/api/v1/alerts/unsubscribe?token=');
    expect((await alertSettingsFor(t.database.db, owner.id, workspaceId)).contentAlerts).toBe(true);

    // The mail provider's one-click POST: no cookie, no CSRF token.
    const res = await unsubscribe(link);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("You are unsubscribed");
    expect(await alertSettingsFor(t.database.db, owner.id, workspaceId)).toEqual({
      emailNotifications: true,
      contentAlerts: false,
      rankingAlerts: true,
    });
    expect((await alertSettingsFor(t.database.db, editor.id, workspaceId)).contentAlerts).toBe(true);
    // Twice is fine; a browser's form post carrying another member's session changes only the link's recipient.
    expect((await unsubscribe(link, editor.cookie)).status).toBe(200);
    expect((await alertSettingsFor(t.database.db, editor.id, workspaceId)).contentAlerts).toBe(true);

    const next = await insertChange(t.database.db, project, {
      type: "robots_blocked",
      severity: "critical",
      at: clock,
    });
    await notifyChanges(t.deps, { projectId: project.projectId, changeIds: [next] });
    expect((await parse(editor.email)).subject).toBe("Critical change on Shoe pages: Blocked by robots.txt");
    await settle();
    expect(received(owner.email)).toBe(4);
  });

  it("refuses forged and tampered tokens with 400, changing nothing", async () => {
    const extra = await insertChange(t.database.db, project, {
      type: "http_error",
      severity: "critical",
      at: clock,
    });
    await notifyChanges(t.deps, { projectId: project.projectId, changeIds: [extra] });
    const link = unsubscribeLink(await parse(editor.email))!;
    const token = new URL(link).searchParams.get("token")!;
    const [version, payload, signature] = token.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, string>;
    const forPayload = (p: Record<string, string>) => Buffer.from(JSON.stringify(p)).toString("base64url");
    const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith("A") ? "B" : "A"}`;
    const forged = [
      // The editor's signature on the owner's id, or on the digest list.
      `${version}.${forPayload({ ...claims, u: owner.id })}.${signature}`,
      `${version}.${forPayload({ ...claims, l: "digest" })}.${signature}`,
      `${version}.${payload}.${flip(signature)}`,
      `v2.${payload}.${signature}`,
      `${version}.${payload}`,
      "",
      "x".repeat(2000),
    ];
    for (const bad of forged) {
      const path = `/api/v1/alerts/unsubscribe?token=${encodeURIComponent(bad)}`;
      const post = await t.request(path, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "" },
      });
      expect(post.status, bad).toBe(400);
      expect(await post.text()).toContain("This unsubscribe link is not valid");
      expect((await t.request(path, { headers: { origin: "" } })).status).toBe(400);
    }
    // A cross-site form carrying a member's session gets no further with a forged token.
    const crossSite = await t.request(`/api/v1/alerts/unsubscribe?token=${encodeURIComponent(forged[0]!)}`, {
      method: "POST",
      cookie: owner.cookie,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://attacker.test" },
    });
    expect(crossSite.status).toBe(400);
    expect(await alertSettingsFor(t.database.db, editor.id, workspaceId)).toEqual({
      emailNotifications: true,
      contentAlerts: true,
      rankingAlerts: true,
    });
    expect((await alertSettingsFor(t.database.db, owner.id, workspaceId)).emailNotifications).toBe(true);

    // The real link still works.
    expect((await unsubscribe(link)).status).toBe(200);
    expect((await alertSettingsFor(t.database.db, editor.id, workspaceId)).contentAlerts).toBe(false);
  });
});
