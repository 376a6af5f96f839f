import type { SeoReport } from "@ranklens/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalServer, startLocalServer } from "../test-kit/local-server";
import { runBin } from "../test-kit/run-bin";

// h1 (3 words) + paragraph (20 words): the engine's main text is 23 words.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Garden tools guide for small city balconies</title></head>
<body><h1>Garden tools guide</h1>
<p>Small balconies need light garden tools that fold away, resist rust and still dig deep into heavy potting soil easily.</p>
</body></html>`;
const COMPETITOR = `<!doctype html><html lang="en"><head><title>Seeds and bulbs for spring planting</title></head>
<body><h1>Seeds and bulbs</h1><p>Plant tulip bulbs in autumn and sow tomato seeds indoors in early spring.</p></body></html>`;

let site: LocalServer;

beforeAll(async () => {
  site = await startLocalServer((req, res) => {
    if (req.url === "/old") {
      res.writeHead(301, { location: "/guide" }).end();
      return;
    }
    const html = req.url === "/guide" ? PAGE : req.url === "/rival" ? COMPETITOR : null;
    if (html === null) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
});
afterAll(() => site.close());

describe("ranklens analyze <url>", () => {
  it("prints the report as JSON with --allow-private-networks, following redirects", async () => {
    const result = await runBin(["analyze", `${site.origin}/old`, "--allow-private-networks", "--json"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as SeoReport;
    expect(report.url).toBe(`${site.origin}/old`);
    expect(report.finalUrl).toBe(`${site.origin}/guide`);
    expect(report.redirects.map((r) => r.status)).toEqual([301]);
    expect(report.status).toBe(200);
    expect(report.title).toEqual({
      text: "Garden tools guide for small city balconies",
      length: 43,
      width: 43,
    });
    expect(report.wordCount).toBe(23);
  });

  it("analyses every --competitor given, in order, and reports one that fails", async () => {
    const result = await runBin([
      "analyze",
      `${site.origin}/guide`,
      "--competitor",
      `${site.origin}/rival`,
      `--competitor=${site.origin}/missing`,
      "--allow-private-networks",
      "--json",
    ]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as SeoReport;
    expect(report.competitors.map((c) => c.url)).toEqual([`${site.origin}/rival`, `${site.origin}/missing`]);
    expect(report.competitors[0]!.error).toBeNull();
    expect(report.competitors[0]!.missingKeywords).toContain("bulbs");
    expect(report.competitors[1]!.error?.code).toBe("HTTP_ERROR");
  });

  it("shows competitors with points ahead/behind and missing keywords in the human output", async () => {
    const result = await runBin([
      "analyze",
      `${site.origin}/guide`,
      "--competitor",
      `${site.origin}/rival`,
      "--allow-private-networks",
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Competitors");
    expect(result.stdout).toContain(`  ${site.origin}/rival`);
    expect(result.stdout).toMatch(/SEO \d+ \((ahead by \d+|behind by \d+|level)\)/);
    expect(result.stdout).toMatch(/missing keywords: .*bulbs/);
    expect(result.stdout).toContain("HTTP 200 · 23 words in the main text");
  });

  it("refuses a loopback address by default: exit 1, BLOCKED_ADDRESS as the only JSON on stdout", async () => {
    const before = site.requests.length;
    const result = await runBin(["analyze", `${site.origin}/guide`, "--json"]);
    expect(result.code).toBe(1);
    expect(result.stdout.endsWith("\n")).toBe(true);
    const body = JSON.parse(result.stdout) as { error: { code: string; message: string } };
    expect(Object.keys(body)).toEqual(["error"]);
    expect(Object.keys(body.error)).toEqual(["code", "message"]);
    expect(body.error.code).toBe("BLOCKED_ADDRESS");
    expect(result.stderr).toContain(body.error.message);
    // Refused before connecting: the site saw nothing.
    expect(site.requests.length).toBe(before);
  });

  it("prints the failure on stderr only, without --json", async () => {
    const result = await runBin(["analyze", `${site.origin}/guide`]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^ranklens: .+ \(BLOCKED_ADDRESS\)\n$/);
  });
});
