import { describe, expect, it } from "vitest";
import { filtersFromSearch, nextSort, searchFromFilters } from "./page-filters";

describe("All pages filters in the address", () => {
  it("reads known filters and ignores the rest", () => {
    expect(
      filtersFromSearch(new URLSearchParams("status=4xx&indexable=false&q=%20blog%20&sort=depth&order=desc")),
    ).toEqual({ status: "4xx", indexable: false, q: "blog", sort: "depth", order: "desc" });
    expect(
      filtersFromSearch(
        new URLSearchParams("status=6xx&indexable=maybe&sort=bogus&order=up&depth=-1&maxDepth=x"),
      ),
    ).toEqual({
      sort: "url",
      order: "asc",
    });
  });

  it("reads and writes the depth (exact, or else at most) and the regex", () => {
    expect(filtersFromSearch(new URLSearchParams("depth=2&maxDepth=3&regex=%5Eblog%2F(a%7Cb)"))).toEqual({
      depth: 2,
      regex: "^blog/(a|b)",
      sort: "url",
      order: "asc",
    });
    const filters = { maxDepth: 1, regex: "\\.pdf$", sort: "inlinks", order: "desc" } as const;
    expect(searchFromFilters(filters).toString()).toBe("regex=%5C.pdf%24&maxDepth=1&sort=inlinks&order=desc");
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it("writes only what differs from the defaults, and reads back the same filters", () => {
    expect(searchFromFilters({ sort: "url", order: "asc" }).toString()).toBe("");
    const filters = { status: "5xx", indexable: true, q: "a&b", sort: "score", order: "desc" } as const;
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it("flips the order on the same column and starts another ascending", () => {
    expect(nextSort({ sort: "depth", order: "asc" }, "depth")).toEqual({ sort: "depth", order: "desc" });
    expect(nextSort({ sort: "depth", order: "desc", status: "2xx" }, "score")).toEqual({
      sort: "score",
      order: "asc",
      status: "2xx",
    });
  });
});
