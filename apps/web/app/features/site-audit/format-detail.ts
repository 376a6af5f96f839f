import type { IssueColumns } from "@ranklens/shared";

type DetailFormat = IssueColumns["detail"][number]["format"];

/** A page check's items, one value a line (an empty value, like an empty H1, says so). */
function formatItems(items: unknown[], count: unknown): string {
  const lines = items.map((item) => {
    const value =
      item !== null && typeof item === "object" && "value" in item ? String(item.value ?? "") : String(item);
    return value.trim() === "" ? "(empty)" : value;
  });
  const more = typeof count === "number" ? count - items.length : 0;
  return [...lines, ...(more > 0 ? [`and ${more.toLocaleString("en-US")} more`] : [])].join("\n");
}

/**
 * A detail value as a cell: missing is "N/A"; numbers as measured, with their unit; items one a
 * line (`count`, the row's total, adds "and N more" when only the first were kept).
 */
export function formatDetail(value: unknown, format?: DetailFormat, count?: unknown): string {
  if (format === "items" && Array.isArray(value))
    return value.length === 0 ? "None" : formatItems(value, count);
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
