import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlApi, startCrawlApi } from "../../../test/crawl-api";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { json } from "../../../test/harness";
import { pdfText, popplerMissing } from "../../../test/poppler";
import { mailHeader, parseMail } from "../../../test/report-deliveries";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink";
import { setPersonalPlan } from "../../../test/workspaces";
import { createLogger } from "../../lib/logger";
import { createMailer } from "../../mail/mailer";
import { weekJustEnded } from "./delivery-period";
import { reportDeliveryDeps } from "./report-delivery-deps";
import { sendScheduledReports } from "./send-scheduled-reports";
import { sendWeeklySummaries } from "./send-weekly-summaries";

const DAY = 86_400_000;

/** The next Monday at 07:30 UTC after `now`: the run that sends the week `now` is in. */
function nextMondayRun(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weekday = new Date(today).getUTCDay() || 7;
  return new Date(today + (8 - weekday) * DAY + 7.5 * 3_600_000);
}

/**
 * Report e-mails end to end on a real crawl of a real site: defined and scheduled through the
 * API, built by the real builder, its PDF rendered by the real renderer (Typst) and attached, the
 * e-mail's figures those of the crawl — the same as the PDF's, read back with poppler when present;
 * and the weekly summary of the same site.
 */
describe("report e-mails through the real builder and PDF renderer", () => {
  let api: CrawlApi;
  let site: CrawlSite;
  let smtp: SmtpSink;
  let healthScore: number;
  let reportId: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    site = await startCrawlSite({
      "/": page("Home", ["/a", "/gone"]),
      "/a": page("Page A", ["/"]),
      "/gone": { status: 404, body: "missing" },
    });
    api = await startCrawlApi("sqlite");
    const db = api.t.database.db;
    const owner = await db.selectFrom("user").select("id").executeTakeFirstOrThrow();
    await setPersonalPlan(db, owner.id, "pro");
    const send = (method: string, path: string, body: unknown) =>
      api.t.request(path, { method, cookie: api.cookie, json: body });
    const created = await json(
      await send("POST", "/api/v1/sites", { name: "Shop site", startUrl: site.url }),
    );
    const crawl = await api.crawl(created.id);
    healthScore = (
      await json(await api.t.request(`/api/v1/crawls/${crawl.id}/issues`, { cookie: api.cookie }))
    ).healthScore;
    const report = await json(
      await send("POST", "/api/v1/reports", {
        name: "Weekly shop report",
        siteId: created.id,
        period: "last_7_days",
        sections: [{ kind: "site_health" }, { kind: "top_issues" }, { kind: "note", text: "All good." }],
      }),
    );
    reportId = report.id;
    const scheduled = await send("PUT", `/api/v1/reports/${reportId}/schedule`, {
      cadence: "weekly",
      recipients: ["boss@client.example"],
    });
    expect(scheduled.status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await site?.close();
    await smtp?.close();
  });

  it("mails the crawl's figures with the real PDF attached", async () => {
    const run = nextMondayRun(new Date());
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: "RankLens <reports@ranklens.test>",
      outboxDir: "/nonexistent",
      logger: createLogger("silent"),
    });
    const deps = { ...reportDeliveryDeps(api.t.deps), mailer, now: () => run };
    expect(await sendScheduledReports(deps)).toEqual({ sent: 1, failed: 0 });

    const mail = await parseMail((await smtp.next("boss@client.example")).raw);
    const { range } = weekJustEnded(run);
    expect(mail.subject).toMatch(/^Weekly shop report — /);
    expect(mail.text).toContain("Site: Shop site");
    expect(mail.text).toContain(`Health score: ${healthScore} / 100`);
    expect(mail.text).toMatch(/== Site health ==\nSource: .+/);
    expect(mail.text).toContain("All good.");
    expect(mailHeader(mail, "list-unsubscribe")).toContain("/api/v1/reports/unsubscribe?token=v1.");
    const pdf = mail.attachments.find((a) => a.contentType === "application/pdf")!;
    expect(pdf.filename).toBe(`weekly-shop-report-${range.to}.pdf`);
    expect(pdf.content.subarray(0, 5).toString()).toBe("%PDF-");
    if (!popplerMissing()) {
      const text = pdfText(pdf.content);
      expect(text).toContain("Weekly shop report");
      expect(text).toMatch(new RegExp(`${healthScore}\\s*/\\s*100`));
    }
  }, 60_000);

  it("mails the owner the weekly summary of the site, built by the real builder", async () => {
    const run = nextMondayRun(new Date());
    const owner = await api.t.database.db.selectFrom("user").select("email").executeTakeFirstOrThrow();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: "RankLens <reports@ranklens.test>",
      outboxDir: "/nonexistent",
      logger: createLogger("silent"),
    });
    const deps = { ...reportDeliveryDeps(api.t.deps), mailer, now: () => run };
    expect(await sendWeeklySummaries(deps)).toEqual({ sent: 1, failed: 0 });
    const mail = await parseMail((await smtp.next(owner.email)).raw);
    expect(mail.subject).toMatch(/^Weekly summary for .+ — /);
    expect(mail.text).toMatch(/== Shop site: Site health ==\nSource: .+/);
    expect(mail.text).toContain(`Health score: ${healthScore} / 100`);
    expect(mail.text).toContain("== Shop site: Top issues ==");
    expect(mail.attachments.some((a) => a.contentType === "application/pdf")).toBe(false);
  }, 60_000);
});
