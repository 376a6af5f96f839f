import {
  type CreatedReportShare,
  CreatedReportShareSchema,
  type CreateReportShare,
  MESSAGES,
  type Report,
  type ReportBranding,
  ReportBrandingSchema,
  type ReportFormat,
  type ReportInput,
  type ReportList,
  ReportListSchema,
  type ReportSchedule,
  ReportScheduleSchema,
  ReportSchema,
  type ReportShareList,
  ReportShareListSchema,
  type UpdateReportBranding,
  type UpdateReportSchedule,
} from "@ranklens/shared";
import { apiRequest, toApiError } from "./api-client";
import { ApiError } from "./api-error";

/** The reports API (issue 31) as typed functions; every JSON answer is checked against the shared schemas. */

const reportPath = (id: string) => `/api/v1/reports/${encodeURIComponent(id)}`;

/**
 * Query keys of the reports screens, beside the calls (like projectsKeys). All start with
 * "reports", so a save, a schedule change or a delete refreshes the list and the report at once.
 */
export const reportsKeys = {
  all: ["reports"] as const,
  list: ["reports", "list"] as const,
  report: (id: string) => ["reports", "one", id] as const,
  schedule: (id: string) => ["reports", "schedule", id] as const,
  shares: (id: string) => ["reports", "shares", id] as const,
  branding: ["reports", "branding"] as const,
};

export async function listReports(): Promise<ReportList> {
  return ReportListSchema.parse(await apiRequest<unknown>("/api/v1/reports"));
}

export async function fetchReport(id: string): Promise<Report> {
  return ReportSchema.parse(await apiRequest<unknown>(reportPath(id)));
}

export async function createReport(input: ReportInput): Promise<Report> {
  return ReportSchema.parse(await apiRequest<unknown>("/api/v1/reports", { method: "POST", json: input }));
}

export async function updateReport(id: string, input: ReportInput): Promise<Report> {
  return ReportSchema.parse(await apiRequest<unknown>(reportPath(id), { method: "PUT", json: input }));
}

export async function deleteReport(id: string): Promise<void> {
  await apiRequest<unknown>(reportPath(id), { method: "DELETE" });
}

/** A rendered report: the file's bytes and the name the server gave it. */
export interface RenderedReport {
  blob: Blob;
  filename: string;
}

const FALLBACK_EXTENSION: Record<ReportFormat, string> = { pdf: "pdf", html: "html", csv: "zip" };

/** The file name of a `Content-Disposition: attachment` header (RFC 6266: `filename*` first), or null. */
export function filenameOfDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim();
  return name ? name : null;
}

/**
 * Renders the saved report as a PDF, a self-contained HTML file or a zip of CSVs. Not retried: a
 * render is work on the server, and its answer is a file, not JSON (errors still are).
 */
export async function renderReport(id: string, format: ReportFormat): Promise<RenderedReport> {
  let response: Response;
  try {
    response = await fetch(`${reportPath(id)}/render?format=${format}`, {
      method: "POST",
      credentials: "same-origin",
    });
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError("NETWORK", MESSAGES.connectionError, 0);
    throw error;
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text === "" ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    throw toApiError(response.status, body);
  }
  const filename =
    filenameOfDisposition(response.headers.get("content-disposition")) ??
    `report.${FALLBACK_EXTENSION[format]}`;
  return { blob: await response.blob(), filename };
}

export async function fetchReportSchedule(id: string): Promise<ReportSchedule> {
  return ReportScheduleSchema.parse(await apiRequest<unknown>(`${reportPath(id)}/schedule`));
}

export async function updateReportSchedule(
  id: string,
  change: UpdateReportSchedule,
): Promise<ReportSchedule> {
  return ReportScheduleSchema.parse(
    await apiRequest<unknown>(`${reportPath(id)}/schedule`, { method: "PUT", json: change }),
  );
}

/** The report's share links, revoked and expired ones included. */
export async function listReportShares(id: string): Promise<ReportShareList> {
  return ReportShareListSchema.parse(await apiRequest<unknown>(`${reportPath(id)}/share`));
}

/** A new read-only link; its `url` is in this answer only. */
export async function createReportShare(id: string, input: CreateReportShare): Promise<CreatedReportShare> {
  return CreatedReportShareSchema.parse(
    await apiRequest<unknown>(`${reportPath(id)}/share`, { method: "POST", json: input }),
  );
}

export async function revokeReportShare(id: string, shareId: string): Promise<void> {
  await apiRequest<unknown>(`${reportPath(id)}/share/${encodeURIComponent(shareId)}`, { method: "DELETE" });
}

export async function fetchReportBranding(): Promise<ReportBranding> {
  return ReportBrandingSchema.parse(await apiRequest<unknown>("/api/v1/reports/branding"));
}

export async function updateReportBranding(change: UpdateReportBranding): Promise<ReportBranding> {
  return ReportBrandingSchema.parse(
    await apiRequest<unknown>("/api/v1/reports/branding", { method: "PUT", json: change }),
  );
}
