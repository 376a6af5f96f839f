import {
  CRAWL_PAGE_SORTS,
  type CrawlPageSort,
  PAGE_REGEX_MAX,
  type SegmentDefinition,
  SegmentDefinitionSchema,
  STATUS_CLASSES,
  type StatusClass,
} from "@ranklens/shared";
import type { CrawlPagesFilters } from "../../../lib/crawl-pages-api";

/**
 * The All pages filters and sort live in the address (?status=4xx&sort=depth&order=desc), so a
 * filtered table survives a reload, a shared link and the Back button. Anything unknown is ignored.
 */
export function filtersFromSearch(search: URLSearchParams): CrawlPagesFilters {
  const status = search.get("status");
  const indexable = search.get("indexable");
  const sort = search.get("sort");
  const q = search.get("q")?.trim();
  const regex = search.get("regex") ?? "";
  const depth = depthFrom(search.get("depth"));
  const maxDepth = depthFrom(search.get("maxDepth"));
  const segment = search.get("segment");
  const where = segmentDefinitionFrom(search.get("where"));
  return {
    ...(STATUS_CLASSES.includes(status as StatusClass) ? { status: status as StatusClass } : {}),
    ...(indexable === "true" || indexable === "false" ? { indexable: indexable === "true" } : {}),
    ...(q ? { q: q.slice(0, 200) } : {}),
    ...(regex && regex.length <= PAGE_REGEX_MAX ? { regex } : {}),
    ...(depth !== undefined ? { depth } : maxDepth !== undefined ? { maxDepth } : {}),
    ...(segment && segment.length <= 64 ? { segment } : where ? { where } : {}),
    sort: CRAWL_PAGE_SORTS.includes(sort as CrawlPageSort) ? (sort as CrawlPageSort) : "url",
    order: search.get("order") === "desc" ? "desc" : "asc",
  };
}

/** The address's query for `filters`: defaults left out, so a plain table has a plain address. */
export function searchFromFilters(filters: CrawlPagesFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set("status", filters.status);
  if (filters.indexable !== undefined) search.set("indexable", String(filters.indexable));
  if (filters.q) search.set("q", filters.q);
  if (filters.regex) search.set("regex", filters.regex);
  if (filters.depth !== undefined) search.set("depth", String(filters.depth));
  if (filters.maxDepth !== undefined) search.set("maxDepth", String(filters.maxDepth));
  if (filters.segment) search.set("segment", filters.segment);
  else if (filters.where) search.set("where", JSON.stringify(filters.where));
  if (filters.sort !== "url") search.set("sort", filters.sort);
  if (filters.order !== "asc") search.set("order", filters.order);
  return search;
}

/** A click on a column header: the same column flips its order; another starts ascending, as spreadsheets do. */
export function nextSort(filters: CrawlPagesFilters, sort: CrawlPageSort): CrawlPagesFilters {
  if (filters.sort === sort) return { ...filters, order: filters.order === "asc" ? "desc" : "asc" };
  return { ...filters, sort, order: "asc" };
}

/** Conditions from the address, when they are a segment the server would take; otherwise none. */
function segmentDefinitionFrom(value: string | null): SegmentDefinition | undefined {
  if (value === null) return undefined;
  try {
    const parsed = SegmentDefinitionSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A click depth from the address: a whole number 0–1000, or nothing. */
function depthFrom(value: string | null): number | undefined {
  if (value === null || !/^\d{1,4}$/.test(value)) return undefined;
  const depth = Number(value);
  return depth <= 1000 ? depth : undefined;
}
