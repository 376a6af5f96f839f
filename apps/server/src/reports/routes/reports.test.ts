import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlApi, startCrawlApi } from "../../../test/crawl-api";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { json } from "../../../test/harness";
import { pdfText, popplerMissing } from "../../../test/poppler";
import { setPersonalPlan } from "../../../test/workspaces";

/**
 * Reports through the API on a real crawl of a real site (issue 31): definitions and their rules,
 * Pro's gate, every format carrying the crawl's own numbers, share links that open one report and
 * nothing else, and another workspace that cannot reach any of it.
 */
describe.each(testDatabaseKinds())("reports through the API [%s]", (kind) => {
  let api: CrawlApi;
  let site: CrawlSite;
  let siteId: string;
  let issuesOfLatest: { id: string; title: string; urls: number; checked: boolean }[];
  let healthScore: number;

  beforeAll(async () => {
    site = await startCrawlSite({
      "/": page("Home – Crème brûlée", ["/a", "/b", "/gone"]),
      "/a": page("Page A", ["/"]),
      "/b": page("Page B", ["/", "/gone"]),
      "/gone": { status: 404, body: "missing" },
    });
    api = await startCrawlApi(kind);
    await setPersonalPlan(
      api.t.database.db,
      (await api.t.database.db.selectFrom("user").select("id").executeTakeFirstOrThrow()).id,
      "pro",
    );
    const created = await json(
      await api.t.request("/api/v1/sites", {
        method: "POST",
        cookie: api.cookie,
        json: { name: "Crème site", startUrl: site.url },
      }),
    );
    siteId = created.id;
    await api.crawl(siteId);
    // The second crawl fixes the broken link on /b: the comparison must see one fixed issue.
    site.routes["/b"] = page("Page B", ["/"]);
    const latest = await api.crawl(siteId);
    const summary = await json(
      await api.t.request(`/api/v1/crawls/${latest.id}/issues`, { cookie: api.cookie }),
    );
    issuesOfLatest = summary.checks;
    healthScore = summary.healthScore;
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await site?.close();
  });

  const send = (method: string, path: string, body?: unknown, cookie = api.cookie) =>
    api.t.request(path, { method, cookie, ...(body === undefined ? {} : { json: body }) });

  const definition = (overrides: Record<string, unknown> = {}) => ({
    name: "Monthly — Жёлтый дом",
    siteId,
    period: "last_30_days",
    sections: [
      { kind: "site_health" },
      { kind: "top_issues" },
      { kind: "crawl_comparison" },
      { kind: "note", text: "We fixed <b>links</b>.\n\n=SUM(1,2) is not a formula here." },
    ],
    ...overrides,
  });

  it("refuses what a report cannot be, with the form's words on the field", async () => {
    const cases: [unknown, string][] = [
      [definition({ name: " " }), "Enter a report name"],
      [definition({ sections: [] }), "Choose at least one section"],
      [definition({ siteId: null }), "Choose a site for “Site health”"],
      [definition({ sections: [{ kind: "rankings" }] }), "Choose a project for “Rankings and movers”"],
      [
        definition({ sections: [{ kind: "top_issues" }, { kind: "top_issues" }] }),
        "The section “Top issues” is chosen twice",
      ],
      [
        definition({ period: "custom", from: "2026-11-10", to: "2026-11-01" }),
        "The last day is before the first",
      ],
      [definition({ siteId: "not-a-site" }), "There is no such site in this workspace"],
    ];
    for (const [body, message] of cases) {
      const response = await send("POST", "/api/v1/reports", body);
      const error = (await json(response)).error;
      expect(response.status, JSON.stringify(error)).toBe(400);
      expect(error.message).toBe(message);
    }
    expect((await json(await send("GET", "/api/v1/reports"))).items).toEqual([]);
  });

  it("renders the crawl's own numbers in HTML, CSV and PDF", async () => {
    const created = await send("POST", "/api/v1/reports", definition());
    expect(created.status).toBe(201);
    const report = await json(created);
    expect(report.sections.map((s: { kind: string }) => s.kind)).toEqual([
      "site_health",
      "top_issues",
      "crawl_comparison",
      "note",
    ]);

    const html = await (await send("POST", `/api/v1/reports/${report.id}/render?format=html`)).text();
    expect(html).toContain(`${healthScore} / 100`);
    // The broken link's target answers 404 in plain text: a page in error all the same, in both crawls.
    expect(html).toContain(
      '<div class="figure-label">Pages in error (4xx, 5xx, failed)</div>\n<div class="figure-value">1</div>',
    );
    expect(html).toMatch(/<div class="figure-detail">no change since \d+ \w+ \d{4}<\/div>/);
    expect(html).toContain("Monthly — Жёлтый дом");
    expect(html).toContain("We fixed &#60;b&#62;links&#60;/b&#62;.");
    const found = issuesOfLatest.filter((check) => check.checked && check.urls > 0);
    expect(found.length).toBeGreaterThan(0);
    for (const check of found) expect(html).toContain(check.title.replaceAll("'", "&#39;"));

    const zip = await send("POST", `/api/v1/reports/${report.id}/render?format=csv`);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("content-disposition")).toMatch(/^attachment; filename="monthly-.*\.zip"$/);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const issuesCsv = Object.keys(files).find((name) => name.endsWith("top-issues.csv"))!;
    const rows: string[][] = parse(Buffer.from(files[issuesCsv]!).toString("utf8"), { bom: true });
    expect(rows[0]).toEqual(["Issue", "Severity", "Pages affected", "Previous crawl", "Change"]);
    for (const check of found)
      expect(rows).toContainEqual(expect.arrayContaining([check.title, String(check.urls)]));
    const comparisonCsv = Object.keys(files).find((name) => name.endsWith("fixed-issues.csv"))!;
    const fixed: string[][] = parse(Buffer.from(files[comparisonCsv]!).toString("utf8"), { bom: true });
    // The broken link from /b to /gone is gone; the one from / remains.
    expect(fixed.slice(1)).toContainEqual([expect.any(String), `${site.origin}/gone`, `${site.origin}/b`]);
  }, 30_000);

  it.skipIf(popplerMissing() !== null)(
    "renders a PDF whose text carries the same figures",
    async () => {
      const report = await json(
        await send("POST", "/api/v1/reports", definition({ name: "PDF report", paper: "letter" })),
      );
      const response = await send("POST", `/api/v1/reports/${report.id}/render?format=pdf`);
      expect(response.status).toBe(200);
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(pdf);
      expect(text).toContain(`${healthScore} / 100`);
      expect(text).toContain("Crawl comparison");
      expect(text).toContain("=SUM(1,2) is not a formula here.");
    },
    60_000,
  );

  it("keeps custom reports for Pro: a Basic workspace is told so, and its weekly summary is its e-mail report", async () => {
    const basic = await api.t.createUser();
    const response = await send(
      "POST",
      "/api/v1/reports",
      definition({ siteId: null, sections: [{ kind: "note", text: "x" }] }),
      basic.cookie,
    );
    expect(response.status).toBe(402);
    expect((await json(response)).error.message).toBe("Custom reports are part of the Pro plan.");
  });

  it("opens a share link read-only, without an account, until it is revoked; another workspace reaches nothing", async () => {
    const report = await json(await send("POST", "/api/v1/reports", definition({ name: "Shared one" })));
    const other = await json(await send("POST", "/api/v1/reports", definition({ name: "Private one" })));
    const share = await json(await send("POST", `/api/v1/reports/${report.id}/share`, { expiresInDays: 7 }));
    const path = new URL(share.url).pathname;
    expect(path).toMatch(/^\/r\/[A-Za-z0-9_-]{43}$/);

    const opened = await api.t.request(path);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(opened.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await opened.text();
    expect(page).toContain("Shared one");
    expect(page).not.toContain("Private one");
    const listed = (await json(await send("GET", `/api/v1/reports/${report.id}/share`))).items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ opens: 1, revokedAt: null });
    expect(listed[0].lastOpenedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(path.slice(3));

    const stranger = await api.t.createUser();
    await setPersonalPlan(api.t.database.db, stranger.id, "pro");
    for (const [method, url] of [
      ["GET", `/api/v1/reports/${report.id}`],
      ["POST", `/api/v1/reports/${report.id}/render?format=html`],
      ["GET", `/api/v1/reports/${report.id}/share`],
      ["DELETE", `/api/v1/reports/${report.id}/share/${share.id}`],
      ["DELETE", `/api/v1/reports/${other.id}`],
    ] as const)
      expect((await send(method, url, undefined, stranger.cookie)).status, `${method} ${url}`).toBe(404);
    // A share id of another report does not revoke through this one.
    expect((await send("DELETE", `/api/v1/reports/${other.id}/share/${share.id}`)).status).toBe(404);

    expect((await send("DELETE", `/api/v1/reports/${report.id}/share/${share.id}`)).status).toBe(204);
    const revoked = await api.t.request(path);
    expect(revoked.status).toBe(404);
    expect(await revoked.text()).toContain("This report link is not valid");
    expect((await api.t.request("/r/not-a-token")).status).toBe(404);
  });

  it("stops opening a link once it expires", async () => {
    const report = await json(await send("POST", "/api/v1/reports", definition({ name: "Expiring" })));
    const share = await json(await send("POST", `/api/v1/reports/${report.id}/share`, { expiresInDays: 1 }));
    const path = new URL(share.url).pathname;
    expect((await api.t.request(path)).status).toBe(200);
    await api.t.database.db
      .updateTable("report_shares")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", share.id)
      .execute();
    expect((await api.t.request(path)).status).toBe(404);
  });

  it("keeps a schedule's recipients once each, at most ten, and says when it sends", async () => {
    const report = await json(await send("POST", "/api/v1/reports", definition({ name: "Scheduled" })));
    const tooMany = Array.from({ length: 11 }, (_, i) => `r${i}@example.com`);
    const refused = await send("PUT", `/api/v1/reports/${report.id}/schedule`, {
      cadence: "weekly",
      recipients: tooMany,
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.message).toBe("At most 10 recipients");
    const empty = await send("PUT", `/api/v1/reports/${report.id}/schedule`, {
      cadence: "monthly",
      recipients: [],
    });
    expect((await json(empty)).error.message).toBe("Add at least one recipient");
    const saved = await json(
      await send("PUT", `/api/v1/reports/${report.id}/schedule`, {
        cadence: "monthly",
        recipients: ["Client@Example.com", "client@example.com", "boss@example.com"],
      }),
    );
    expect(saved.recipients).toEqual(["client@example.com", "boss@example.com"]);
    expect(saved.nextSendAt).toMatch(/^\d{4}-\d{2}-01T07:30:00.000Z$/);
  });
});
