import { describe, expect, it } from "vitest";
import { filtersFromSearch, hasFilters, searchWithFilters } from "./library-filters";

describe("library filters in the address", () => {
  it("reads the editor's types and the statuses", () => {
    expect(filtersFromSearch(new URLSearchParams("type=video&status=archived"))).toEqual({
      type: "video",
      status: "archived",
    });
  });

  it("treats unknown values (the old page/blog filter) as All", () => {
    const filters = filtersFromSearch(new URLSearchParams("type=blog&status=deleted"));
    expect(filters).toEqual({ type: undefined, status: undefined });
    expect(hasFilters(filters)).toBe(false);
  });

  it("writes filters, removes All and keeps other parameters", () => {
    const start = new URLSearchParams("type=seo&q=x");
    expect(searchWithFilters(start, { status: "draft" }).toString()).toBe("q=x&status=draft");
    expect(searchWithFilters(start, { type: "social", status: "published" }).toString()).toBe(
      "type=social&q=x&status=published",
    );
    expect(start.toString()).toBe("type=seo&q=x");
    expect(hasFilters({ status: "draft" })).toBe(true);
  });
});
