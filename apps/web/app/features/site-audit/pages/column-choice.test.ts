import { CrawlSettingsSchema } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { brokenStore, memoryStore } from "../../../lib/test-stores";
import { columnChoiceKey, loadColumnChoice, saveColumnChoice } from "./column-choice";
import { availableColumns, crawlColumnsOf, pageLayout } from "./page-columns";

const plain = { extractions: [], searches: [], rendered: false };

describe("the All pages column choice", () => {
  it("is kept per user and site", () => {
    const store = memoryStore();
    saveColumnChoice(store, columnChoiceKey("user-a", "site-1"), { title: false });
    expect(loadColumnChoice(store, columnChoiceKey("user-a", "site-1"))).toEqual({ title: false });
    expect(loadColumnChoice(store, columnChoiceKey("user-b", "site-1"))).toEqual({});
    expect(loadColumnChoice(store, columnChoiceKey("user-a", "site-2"))).toEqual({});
  });

  it("reads what is not a choice as the defaults, and stores the defaults as nothing", () => {
    const store = memoryStore();
    const key = columnChoiceKey("u", "s");
    for (const junk of ["not json", "[true]", "null", '"title"']) {
      store.setItem(key, junk);
      expect(loadColumnChoice(store, key)).toEqual({});
    }
    store.setItem(key, JSON.stringify({ title: false, h1: "no", description: true }));
    expect(loadColumnChoice(store, key)).toEqual({ title: false, description: true });
    saveColumnChoice(store, key, {});
    expect(store.data.has(key)).toBe(false);
    expect(loadColumnChoice(null, key)).toEqual({});
  });

  it("survives a storage that throws", () => {
    const broken = brokenStore();
    expect(() => saveColumnChoice(broken, "k", { title: false })).not.toThrow();
    expect(loadColumnChoice(broken, "k")).toEqual({});
  });

  it("lays out the defaults, the user's choice on top, and never drops the URL", () => {
    const defaults = pageLayout(plain).columns.map((c) => c.id);
    expect(defaults[0]).toBe("url");
    expect(defaults).toContain("title");
    expect(defaults).not.toContain("description");

    const chosen = pageLayout(plain, { title: false, description: true, url: false }).columns.map(
      (c) => c.id,
    );
    expect(chosen[0]).toBe("url");
    expect(chosen).not.toContain("title");
    expect(chosen).toContain("description");
    // In table order, not the order they were picked in.
    expect(chosen.indexOf("description")).toBeLessThan(chosen.indexOf("h1"));
  });

  it("offers a rendered crawl's columns and one per extraction rule and search, shown until turned off", () => {
    const crawl = { extractions: ["Author"], searches: ["GA4 tag"], rendered: true };
    const ids = availableColumns(crawl).map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining(["rendering-changed", "js-only-links", "extracted:Author", "searched:GA4 tag"]),
    );
    expect(availableColumns(crawl).length).toBeGreaterThanOrEqual(20);
    const layout = pageLayout(crawl, { "extracted:Author": false });
    expect(layout.columns.map((c) => c.id)).not.toContain("extracted:Author");
    expect(layout.columns.map((c) => c.id)).toContain("js-only-links");
    expect(layout.width).toBe(layout.columns.reduce((sum, c) => sum + c.width, 0));
    expect(layout.gridTemplate.split(" ")).toHaveLength(layout.columns.length);
  });

  it("takes the crawl's own columns from its settings, whatever rows a filter leaves", () => {
    const settings = CrawlSettingsSchema.parse({
      extraction: [{ name: "Author", selector: "meta[name=author]", attribute: "content" }],
      search: [{ name: "GA4 tag", pattern: "G-ABC123" }],
      renderJavaScript: true,
    });
    expect(crawlColumnsOf(settings)).toEqual({
      extractions: ["Author"],
      searches: ["GA4 tag"],
      rendered: true,
    });
    expect(crawlColumnsOf(CrawlSettingsSchema.parse({}))).toEqual({
      extractions: [],
      searches: [],
      rendered: false,
    });
  });
});
