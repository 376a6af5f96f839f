import type { CrawlPage } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { crawlPageCsvHeader, crawlPageCsvRow } from "./crawl-page-csv";

describe("the pages CSV's extraction columns", () => {
  const columns = { extractions: ["Price", "Author", "Sku"], searches: [], rendered: false };
  // Only what the extraction cells read; the fixed columns are the API tests'.
  const page = {
    schemaTypes: [],
    extracted: { Price: ["12", "14"], Author: [], Sku: null },
  } as unknown as CrawlPage;

  it("joins a rule's values, leaves a rule that found nothing empty, and says N/A where a rule ran out of its budget", () => {
    const header = crawlPageCsvHeader(columns);
    const row = crawlPageCsvRow(page, columns);
    expect(header.slice(-3)).toEqual(["Price", "Author", "Sku"]);
    expect(row.slice(-3)).toEqual(["12 | 14", "", "N/A"]);
  });

  it("leaves every extraction cell empty for a page that was not extracted (not HTML)", () => {
    const row = crawlPageCsvRow({ ...page, extracted: null }, columns);
    expect(row.slice(-3)).toEqual([null, null, null]);
  });
});
