import type { SeoReport } from "@ranklens/engine";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../../../test/fixtures";
import { runBin } from "../test-kit/run-bin";

// Checked by hand in the file: <title>Daring Fireball: Colophon</title>, no meta description,
// <html lang="en">, one h1 "About This Site" then four h2s.
const FIXTURE = fixturePath("corpus/pages/daringfireball-1.html");

describe("ranklens analyze --html", () => {
  it("analyses a saved page offline and prints the report as JSON", async () => {
    const result = await runBin(["analyze", "--html", FIXTURE, "--url", "https://example.com/", "--json"]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as SeoReport;
    expect(report.finalUrl).toBe("https://example.com/");
    expect(report.status).toBeNull();
    expect(report.title).toEqual({ text: "Daring Fireball: Colophon", length: 25, width: 25 });
    expect(report.metaDescription.text).toBeNull();
    expect(report.lang).toBe("en");
    expect(report.headings.map((h) => `${h.tag} ${h.text}`)).toEqual([
      "h1 About This Site",
      "h2 Mac Apps",
      "h2 iPhone Apps",
      "h2 Server Software",
      "h2 Web Standards",
    ]);
  });

  it("prints a human summary with the same scores and every failed check", async () => {
    const [json, human] = await Promise.all([
      runBin(["analyze", "--html", FIXTURE, "--url", "https://example.com/", "--json"]),
      runBin(["analyze", "--html", FIXTURE, "--url", "https://example.com/"]),
    ]);
    expect(human.code).toBe(0);
    const report = JSON.parse(json.stdout) as SeoReport;
    const { seo, readability } = report.contentScore;
    expect(human.stdout).toContain(`SEO          ${seo}/100`);
    expect(human.stdout).toContain(`Readability  ${Math.round(readability!)}/100`);
    expect(human.stdout).toContain("Performance  N/A");
    expect(human.stdout).toContain("Title: 25 characters — too short (aim for 30–60)");
    expect(human.stdout).toContain("Meta description: missing — aim for 120–160 characters");
    const failed = report.checks.filter((c) => c.status === "fail");
    expect(failed.length).toBeGreaterThan(0);
    expect(human.stdout).toContain(`Failed (${failed.length})`);
    for (const check of failed) expect(human.stdout).toContain(`✗ ${check.title}`);
    expect(human.stdout).toContain(report.densityFormula);
    // Piped stdout is not a terminal: no colour codes.
    expect(human.stdout).not.toContain("\u001B[");
  });

  it("exits 1 with FILE_UNREADABLE when the file does not exist", async () => {
    const result = await runBin([
      "analyze",
      "--html",
      "/nonexistent/page.html",
      "--url",
      "https://example.com/",
      "--json",
    ]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      error: { code: "FILE_UNREADABLE", message: "Cannot read /nonexistent/page.html: no such file" },
    });
  });

  it("exits 1 with INVALID_URL when --url is not a URL", async () => {
    const result = await runBin(["analyze", "--html", FIXTURE, "--url", "not a url", "--json"]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).error.code).toBe("INVALID_URL");
  });
});
