import type { Observation, ProjectRun } from "@ranklens/shared";
import { formatDateTime } from "../../lib/format-date";

export const NOT_AVAILABLE = "N/A";

/**
 * The top of a count chart's axis: the largest count rounded up to an even number, so the middle
 * tick (half of it) is a whole number too (a "2.5" tick would print as "3").
 */
export function countAxisMax(counts: Array<number | null>): number {
  const largest = Math.max(0, ...counts.filter((n): n is number => n !== null));
  return Math.max(2, Math.ceil(largest / 2) * 2);
}

/** A check time, or what its absence means. */
export function formatCheckTime(iso: string | null, none: string): string {
  return iso ? formatDateTime(iso) : none;
}

/** "200", "404", or why nothing answered ("No answer: timeout"); "Not checked yet" before a first run. */
export function formatStatus(observation: Pick<Observation, "status" | "errorCode"> | null): string {
  if (!observation) return "Not checked yet";
  if (observation.status !== null) return String(observation.status);
  return observation.errorCode ? `No answer: ${observation.errorCode}` : "No answer";
}

/** Whether a status reads as a problem (4xx/5xx or no answer), for the badge's tone. */
export function statusIsProblem(observation: Pick<Observation, "status" | "errorCode"> | null): boolean {
  if (!observation) return false;
  return observation.status === null || observation.status >= 400;
}

/** A text field of an observation, or "None" when the page had none (and N/A when there was no page). */
export function formatText(value: string | null, observation: Pick<Observation, "status">): string {
  if (value !== null && value !== "") return value;
  return observation.status === null || observation.status >= 400 ? NOT_AVAILABLE : "None";
}

export const isRunFinished = (run: Pick<ProjectRun, "state">) =>
  run.state === "completed" || run.state === "failed";

/** The names the diff shows for an observation's fields (the API sends the field ids). */
const FIELD_LABELS: Record<string, string> = {
  status: "Status",
  errorCode: "Error",
  finalUrl: "Final URL",
  robotsAllowed: "Allowed by robots.txt",
  title: "Title",
  metaDescription: "Meta description",
  h1: "H1",
  canonical: "Canonical",
  robots: "Robots directives",
  noindex: "noindex",
  wordCount: "Word count",
  seoScore: "SEO score",
  readabilityScore: "Readability score",
  performanceScore: "Performance score",
  failingChecks: "Failing checks",
  keywords: "Top keywords",
  textHash: "Main text",
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** A diffed value as text: lists joined, booleans in words, nothing as "None". */
export function formatFieldValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "None";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length === 0 ? "None" : value.map(String).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
