import { describe, expect, it } from "vitest";
import { notAnalysedReason } from "./not-analysed-reason";

const page = { status: 200, errorCode: null, contentType: "text/html; charset=utf-8", isHtml: true };

describe("why a crawled URL was not analysed", () => {
  it("an analysed page has no reason", () => {
    expect(notAnalysedReason(page)).toBeNull();
  });
  it("a 404 HTML page says it answered 404, not that it is not HTML", () => {
    expect(notAnalysedReason({ ...page, status: 404, isHtml: false })).toBe(
      "This URL answered 404, so it was not analysed: only pages that answer 2xx are.",
    );
  });
  it("a page whose analysis failed says so, with the reason, not that it gave no answer", () => {
    const failed = { ...page, errorCode: "ANALYSIS_FAILED", isHtml: false };
    expect(notAnalysedReason({ ...failed, errorMessage: "JS heap out of memory" })).toBe(
      "This page answered 200, but its analysis failed three times (JS heap out of memory), so it has no checks and its links were not followed.",
    );
    expect(notAnalysedReason(failed)).toBe(
      "This page answered 200, but its analysis failed three times, so it has no checks and its links were not followed.",
    );
  });
  it("no answer names the failure; an image names its type", () => {
    expect(notAnalysedReason({ ...page, status: null, errorCode: "TIMEOUT", isHtml: false })).toBe(
      "This URL gave no answer (TIMEOUT), so it was not analysed.",
    );
    expect(notAnalysedReason({ ...page, contentType: "image/png", isHtml: false })).toBe(
      "N/A: this URL is not an HTML page (image/png), so it was not analysed.",
    );
  });
});
