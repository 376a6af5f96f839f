import type { ChangeSeverity } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { ChangeForMail } from "./change-email-parts";

export interface StoredChangeForMail extends ChangeForMail {
  projectId: string;
  pageId: number | null;
}

/** The columns the e-mails need, with the competitor's host; callers add their own filters. */
export function changesForMailQuery(db: Kysely<Database>) {
  return db
    .selectFrom("project_changes as c")
    .leftJoin("project_competitors as pc", "pc.id", "c.competitor_id")
    .select([
      "c.id",
      "c.project_id as projectId",
      "c.page_id as pageId",
      "c.url",
      "c.type",
      "c.severity",
      "c.before",
      "c.after",
      "c.detected_at as detectedAt",
      "pc.host as competitorHost",
      "c.keyword",
    ]);
}

const SEVERITY_ORDER: Record<string, number> = { critical: 0, warning: 1, info: 2 };

/** As the e-mails list changes: most severe first, then oldest first. */
export function toChangesForMail(
  rows: Array<Omit<StoredChangeForMail, "severity"> & { severity: string }>,
): StoredChangeForMail[] {
  return rows
    .map((r) => ({ ...r, severity: r.severity as ChangeSeverity }))
    .sort(
      (a, b) =>
        (SEVERITY_ORDER[a.severity] ?? 3) - (SEVERITY_ORDER[b.severity] ?? 3) ||
        a.detectedAt.localeCompare(b.detectedAt) ||
        a.id.localeCompare(b.id),
    );
}
