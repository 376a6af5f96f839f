/**
 * The columns of a check's affected-URL table: what `url` and `relatedUrl` mean for that check
 * and which `detail` fields to show (apps/server/src/site-audit/site-checks documents each row).
 * A check not listed here still gets every column its rows carry, under their field names.
 */
export interface IssueColumns {
  url: string;
  /** Null when the check never fills `relatedUrl`. */
  related: string | null;
  detail: { key: string; label: string; format?: "bool" | "ms" | "bytes" }[];
}

const LINK = (url: string, related = "Source page"): IssueColumns => ({
  url,
  related,
  detail: [
    { key: "status", label: "Status" },
    { key: "error", label: "Error" },
    { key: "anchor", label: "Anchor text" },
  ],
});

const DUPLICATE: IssueColumns = {
  url: "Page",
  related: "Same as",
  detail: [
    { key: "text", label: "Shared text" },
    { key: "pages", label: "Pages in group" },
  ],
};

export const ISSUE_COLUMNS: Record<string, IssueColumns> = {
  "broken-internal-links": LINK("Broken URL"),
  "links-to-redirects": {
    ...LINK("Redirecting URL"),
    detail: [
      { key: "status", label: "Status" },
      { key: "redirectsTo", label: "Redirects to" },
      { key: "anchor", label: "Anchor text" },
    ],
  },
  "links-to-canonicalised": {
    ...LINK("Linked URL"),
    detail: [
      { key: "canonical", label: "Its canonical" },
      { key: "anchor", label: "Anchor text" },
    ],
  },
  "internal-nofollow-links": {
    ...LINK("Linked URL"),
    detail: [
      { key: "anchor", label: "Anchor text" },
      { key: "allNofollow", label: "Every link nofollow", format: "bool" },
    ],
  },
  "canonical-chains": {
    url: "Page",
    related: "Its canonical",
    detail: [{ key: "next", label: "Which names" }],
  },
  "canonical-to-broken": {
    url: "Page",
    related: "Its canonical",
    detail: [{ key: "status", label: "Status" }],
  },
  "canonical-to-noindex": { url: "Page", related: "Its canonical", detail: [] },
  "canonical-to-redirect": {
    url: "Page",
    related: "Its canonical",
    detail: [
      { key: "status", label: "Status" },
      { key: "redirectsTo", label: "Redirects to" },
    ],
  },
  "redirect-chains": {
    url: "Redirecting URL",
    related: "Final URL",
    detail: [
      { key: "hops", label: "Hops" },
      { key: "truncated", label: "Cut short", format: "bool" },
    ],
  },
  "redirect-loops": {
    url: "Redirecting URL",
    related: "Loops back at",
    detail: [{ key: "hops", label: "Hops" }],
  },
  "duplicate-titles": DUPLICATE,
  "duplicate-descriptions": DUPLICATE,
  "duplicate-h1s": DUPLICATE,
  "duplicate-content": { ...DUPLICATE, detail: [{ key: "pages", label: "Pages in group" }] },
  "near-duplicate-content": {
    url: "Page",
    related: "Similar to",
    detail: [{ key: "similarity", label: "Similarity" }],
  },
  "hreflang-invalid-codes": {
    url: "Page",
    related: "Alternate",
    detail: [{ key: "lang", label: "Language code" }],
  },
  "hreflang-missing-return": {
    url: "Page",
    related: "Alternate",
    detail: [{ key: "lang", label: "Language code" }],
  },
  "hreflang-no-x-default": { url: "Page", related: null, detail: [] },
  "hreflang-to-non-200": {
    url: "Page",
    related: "Alternate",
    detail: [
      { key: "lang", label: "Language code" },
      { key: "status", label: "Status" },
    ],
  },
  "deep-pages": {
    url: "Page",
    related: null,
    detail: [
      { key: "depth", label: "Clicks from start" },
      { key: "maxDepth", label: "Threshold" },
    ],
  },
  "large-pages": {
    url: "Page",
    related: null,
    detail: [
      { key: "bytes", label: "Size", format: "bytes" },
      { key: "maxBytes", label: "Threshold", format: "bytes" },
    ],
  },
  "slow-pages": {
    url: "Page",
    related: null,
    detail: [
      { key: "totalMs", label: "Response time", format: "ms" },
      { key: "ttfbMs", label: "First byte", format: "ms" },
      { key: "maxTotalMs", label: "Threshold", format: "ms" },
    ],
  },
  "thin-content": {
    url: "Page",
    related: null,
    detail: [
      { key: "words", label: "Words" },
      { key: "minWords", label: "Threshold" },
    ],
  },
  "mixed-content": { url: "Page", related: null, detail: [{ key: "count", label: "Insecure resources" }] },
  "non-indexable-pages": { url: "Page", related: null, detail: [{ key: "reason", label: "Why" }] },
  "orphan-pages": { url: "Page", related: null, detail: [] },
  "sitemap-non-indexable": {
    url: "Sitemap URL",
    related: "Canonical URL",
    detail: [
      { key: "reason", label: "Why" },
      { key: "status", label: "Status" },
    ],
  },
};

/** The columns for `checkId`; an unknown check shows every detail field its rows have. */
export function issueColumns(
  checkId: string,
  rows: { relatedUrl?: string | null; detail: Record<string, unknown> | null }[],
): IssueColumns {
  const known = ISSUE_COLUMNS[checkId];
  if (known) return known;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row.detail ?? {})))];
  return {
    url: "URL",
    related: rows.some((row) => row.relatedUrl) ? "Related URL" : null,
    detail: keys.map((key) => ({ key, label: key })),
  };
}

/** A detail value as a cell: missing is "N/A"; numbers as measured, with their unit. */
export function formatDetail(value: unknown, format?: "bool" | "ms" | "bytes"): string {
  if (value === null || value === undefined || value === "") return "N/A";
  if (format === "bool") return value === 1 || value === true ? "Yes" : "No";
  if (typeof value === "number") {
    if (format === "ms") return `${value.toLocaleString("en-US")} ms`;
    if (format === "bytes")
      return `${(value / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} KB`;
    return value.toLocaleString("en-US");
  }
  return typeof value === "string" ? value : JSON.stringify(value);
}
