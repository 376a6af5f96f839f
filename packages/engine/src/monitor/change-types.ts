/**
 * Every change the monitor detects, with its default severity (a project's rules may mute it or
 * give it another severity, on the server) and how the screens, e-mails and CSVs name it. Defined
 * once, here beside the rules that detect them; the API's contract (packages/shared) re-exports
 * this file, the one file of the engine it may import (it imports nothing itself).
 */
export const CHANGE_SEVERITIES = ["critical", "warning", "info"] as const;
export type ChangeSeverity = (typeof CHANGE_SEVERITIES)[number];

export const CHANGE_TYPES = {
  http_error: { severity: "critical", label: "Page returns an error (4xx/5xx)" },
  unreachable: { severity: "critical", label: "Page unreachable" },
  noindex_added: { severity: "critical", label: "noindex appeared" },
  robots_blocked: { severity: "critical", label: "Blocked by robots.txt" },
  canonical_changed: { severity: "critical", label: "Canonical now points elsewhere" },
  title_removed: { severity: "critical", label: "Title removed" },
  title_changed: { severity: "warning", label: "Title changed" },
  description_changed: { severity: "warning", label: "Meta description changed" },
  h1_changed: { severity: "warning", label: "H1 changed" },
  score_dropped: { severity: "warning", label: "SEO score dropped 10+ points" },
  check_failing: { severity: "warning", label: "New failing check" },
  text_changed: { severity: "info", label: "Main text changed by more than 20%" },
  page_recovered: { severity: "info", label: "Page answers again" },
  competitor_page_added: { severity: "info", label: "Competitor published a page" },
  competitor_page_removed: { severity: "info", label: "Competitor removed a page" },
  // Rankings (issue 30): reported once two readings agree (apps/server monitoring/rankings).
  rank_lost: { severity: "warning", label: "Keyword fell out of the top 100" },
  rank_dropped: { severity: "warning", label: "Keyword dropped in Google" },
  rank_improved: { severity: "info", label: "Keyword rose in Google" },
  rank_entered: { severity: "info", label: "Keyword entered the top 100" },
} as const satisfies Record<string, { severity: ChangeSeverity; label: string }>;
export type ChangeType = keyof typeof CHANGE_TYPES;
export const CHANGE_TYPE_IDS = Object.keys(CHANGE_TYPES) as ChangeType[];

/** Default severity of each change type (the detector's view of the table). */
export const CHANGE_SEVERITY: Readonly<Record<ChangeType, ChangeSeverity>> = Object.fromEntries(
  CHANGE_TYPE_IDS.map((type) => [type, CHANGE_TYPES[type].severity]),
) as Record<ChangeType, ChangeSeverity>;
