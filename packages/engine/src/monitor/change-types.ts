import type { ChangeSeverity, ChangeType } from "./observation";

/**
 * Default severity of each change type; a project's rules may mute or raise one (on the server).
 * The same table as CHANGE_TYPES in packages/shared/src/api/projects.ts, which the engine may not
 * import (the server has a test that they agree).
 */
export const CHANGE_SEVERITY: Readonly<Record<ChangeType, ChangeSeverity>> = {
  http_error: "critical",
  unreachable: "critical",
  noindex_added: "critical",
  robots_blocked: "critical",
  canonical_changed: "critical",
  title_removed: "critical",
  title_changed: "warning",
  description_changed: "warning",
  h1_changed: "warning",
  score_dropped: "warning",
  check_failing: "warning",
  text_changed: "info",
  page_recovered: "info",
  competitor_page_added: "info",
  competitor_page_removed: "info",
};
