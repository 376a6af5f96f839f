import {
  REPORT_SECTIONS,
  type Report,
  type ReportInput,
  type ReportPaper,
  type ReportPeriod,
  type ReportSectionKind,
} from "@ranklens/shared";
import { ApiError } from "../../lib/api-error";
import { type FormFailure, formFailureOf, noFailure } from "../../lib/form-failure";

/**
 * The report editor's fields and the request they become. Every section is listed, in the order
 * the user put them; the ticked ones go into the report in that order. The server judges every
 * value and names the field it refuses.
 */
export interface ReportFormValues {
  name: string;
  /** "" for none. */
  siteId: string;
  /** "" for all the site's pages. */
  segmentId: string;
  /** "" for none. */
  projectId: string;
  period: ReportPeriod;
  from: string;
  to: string;
  paper: ReportPaper;
  /** Every section kind once, in the order the user chose. */
  order: ReportSectionKind[];
  /** The ticked ones. */
  chosen: ReportSectionKind[];
  /** The note section's text. */
  note: string;
}

export type ReportFormField =
  | "name"
  | "siteId"
  | "segmentId"
  | "projectId"
  | "period"
  | "from"
  | "to"
  | "paper"
  | "sections"
  | "note";

/** A new report: the API's defaults, nothing ticked yet. */
export function formValuesOf(report: Report | null): ReportFormValues {
  if (!report) {
    return {
      name: "",
      siteId: "",
      segmentId: "",
      projectId: "",
      period: "last_30_days",
      from: "",
      to: "",
      paper: "a4",
      order: [...REPORT_SECTIONS],
      chosen: [],
      note: "",
    };
  }
  const kinds = report.sections.map((section) => section.kind);
  const ordered = [...new Set(kinds)];
  return {
    name: report.name,
    siteId: report.siteId ?? "",
    segmentId: report.segmentId ?? "",
    projectId: report.projectId ?? "",
    period: report.period,
    from: report.from ?? "",
    to: report.to ?? "",
    paper: report.paper,
    order: [...ordered, ...REPORT_SECTIONS.filter((kind) => !ordered.includes(kind))],
    chosen: ordered,
    // The editor has one note; a definition made through the API with several keeps their texts.
    note: report.sections
      .filter((section) => section.kind === "note")
      .map((section) => section.text ?? "")
      .filter((text) => text !== "")
      .join("\n\n"),
  };
}

export function requestOf(values: ReportFormValues): ReportInput {
  const custom = values.period === "custom";
  return {
    name: values.name,
    siteId: values.siteId || null,
    segmentId: values.siteId && values.segmentId ? values.segmentId : null,
    projectId: values.projectId || null,
    period: values.period,
    from: custom ? values.from || null : null,
    to: custom ? values.to || null : null,
    paper: values.paper,
    sections: values.order
      .filter((kind) => values.chosen.includes(kind))
      .map((kind) => (kind === "note" ? { kind, text: values.note } : { kind })),
  };
}

/** `kind` moved one place up (-1) or down (+1); the same order when it is already at that end. */
export function moveSection(
  order: readonly ReportSectionKind[],
  kind: ReportSectionKind,
  delta: -1 | 1,
): ReportSectionKind[] {
  const from = order.indexOf(kind);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next[from] = next[to] as ReportSectionKind;
  next[to] = kind;
  return next;
}

/** The section ticked or unticked. */
export function toggleSection(
  chosen: readonly ReportSectionKind[],
  kind: ReportSectionKind,
  on: boolean,
): ReportSectionKind[] {
  const without = chosen.filter((k) => k !== kind);
  return on ? [...without, kind] : without;
}

const FIELDS: readonly ReportFormField[] = [
  "name",
  "siteId",
  "segmentId",
  "projectId",
  "period",
  "from",
  "to",
  "paper",
  "sections",
];

/**
 * The form field a server refusal names: `details.field` ("siteId", "sections.2.text") or a zod
 * issue's path (["sections", 2, "text"]). A section's text is the note's box; any other part of
 * the sections is the list.
 */
export function fieldOfServerError(field: unknown): ReportFormField | null {
  const parts = Array.isArray(field)
    ? field.map(String)
    : typeof field === "string"
      ? field.split(".")
      : null;
  if (!parts || parts.length === 0) return null;
  const head = parts[0] ?? "";
  if (head === "sections") return parts.at(-1) === "text" ? "note" : "sections";
  return (FIELDS as readonly string[]).includes(head) ? (head as ReportFormField) : null;
}

interface IssueLike {
  path: unknown;
  message: string;
}

const isIssue = (value: unknown): value is IssueLike =>
  typeof value === "object" &&
  value !== null &&
  "message" in value &&
  typeof (value as { message: unknown }).message === "string" &&
  "path" in value;

/**
 * Why the server refused the report: every zod issue it sent at its field (`details.issues`), else
 * the one field it names (`details.field`), else a message for the whole form.
 */
export function reportFailureOf(error: unknown): FormFailure<ReportFormField> {
  const failure = formFailureOf(error, fieldOfServerError);
  if (!(error instanceof ApiError) || !Array.isArray(error.details.issues)) return failure;
  const fields: Partial<Record<ReportFormField, string>> = {};
  for (const issue of error.details.issues.filter(isIssue)) {
    const field = fieldOfServerError(issue.path);
    if (field && !fields[field]) fields[field] = issue.message;
  }
  if (Object.keys(fields).length === 0) return failure;
  return { ...noFailure<ReportFormField>(), fields, upgradeUrl: failure.upgradeUrl };
}
