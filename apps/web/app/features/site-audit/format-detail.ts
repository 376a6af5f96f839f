import type { IssueColumns } from "@ranklens/shared";

type DetailFormat = IssueColumns["detail"][number]["format"];

/** A detail value as a cell: missing is "N/A"; numbers as measured, with their unit. */
export function formatDetail(value: unknown, format?: DetailFormat): string {
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
