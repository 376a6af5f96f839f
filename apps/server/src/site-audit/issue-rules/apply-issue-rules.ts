import { compilePathPattern } from "@ranklens/patterns";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { StoredIssueRule } from "./site-rules";

/** Rows are marked this many at a time (SQLite's bound-parameter limit is far above it). */
const BATCH = 500;

/**
 * Marks which of a crawl's issue rows the site's rules ignore (`crawl_issues.ignored_by`), from
 * scratch: a rule deleted since the last run no longer ignores anything. The first rule that
 * matches a row names it. Whole-check and URL rules are one UPDATE each; a pattern is matched
 * here, against each affected URL's path and query, by the linear-time matcher every user pattern
 * goes through (@ranklens/patterns, ADR 019), never by the database.
 */
export async function applyIssueRules(
  db: Kysely<Database>,
  crawlId: string,
  rules: readonly StoredIssueRule[],
): Promise<void> {
  // Only marked rows are touched: rows just written by the checks carry no mark, so a site without
  // rules pays nothing here however many rows its crawl has.
  await db
    .updateTable("crawl_issues")
    .set({ ignored_by: null })
    .where("crawl_id", "=", crawlId)
    .where("ignored_by", "is not", null)
    .execute();
  for (const rule of rules) {
    if (rule.action !== "mute") continue;
    const unmarked = db
      .updateTable("crawl_issues")
      .set({ ignored_by: rule.id })
      .where("crawl_id", "=", crawlId)
      .where("check_id", "=", rule.check_id)
      .where("ignored_by", "is", null);
    if (rule.scope === "check") {
      await unmarked.execute();
    } else if (rule.scope === "url" && rule.target !== null) {
      await unmarked
        .where("url_id", "in", (eb) =>
          eb
            .selectFrom("crawl_urls")
            .select("id")
            .where("crawl_id", "=", crawlId)
            .where("url", "=", rule.target!),
        )
        .execute();
    } else if (rule.scope === "pattern" && rule.target !== null) {
      const ids = await urlsMatching(db, crawlId, rule.check_id, rule.target);
      for (let i = 0; i < ids.length; i += BATCH) {
        await db
          .updateTable("crawl_issues")
          .set({ ignored_by: rule.id })
          .where("crawl_id", "=", crawlId)
          .where("check_id", "=", rule.check_id)
          .where("ignored_by", "is", null)
          .where("url_id", "in", ids.slice(i, i + BATCH))
          .execute();
      }
    }
  }
}

/** The ids of a check's affected URLs whose path and query match `pattern`. */
async function urlsMatching(
  db: Kysely<Database>,
  crawlId: string,
  checkId: string,
  pattern: string,
): Promise<number[]> {
  const matcher = compilePathPattern(pattern);
  const rows = await db
    .selectFrom("crawl_issues as i")
    .innerJoin("crawl_urls as u", "u.id", "i.url_id")
    .select(["u.id", "u.url"])
    .distinct()
    .where("i.crawl_id", "=", crawlId)
    .where("i.check_id", "=", checkId)
    .where("i.ignored_by", "is", null)
    .execute();
  return rows.filter((row) => matcher.test(pathAndQuery(row.url))).map((row) => row.id);
}

function pathAndQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}
