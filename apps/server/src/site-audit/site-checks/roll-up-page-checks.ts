import { type Kysely, type RawBuilder, sql } from "kysely";
import { dialectOf } from "../../db/dialect";
import type { Database } from "../../db/schema";
import { PAGE_CHECK_ISSUES, type PageCheckIssue } from "./page-check-issues";
import { inList } from "./site-check";

/**
 * Writes the rows of every page-check issue of a crawl in one pass over its pages: each 2xx HTML
 * page's stored failing checks (crawl_pages.failing_checks, a JSON array the recorder bounds to
 * 20 items a check) become one row per failed check, under the issue its check and variant map
 * to. One scan, not one per issue: the JSON is read once however many issues there are.
 *
 * A check's "error" status (the check itself threw) is not the page's fault and is left out.
 */
export async function rollUpPageChecks(
  db: Kysely<Database>,
  crawlId: string,
  issues: readonly PageCheckIssue[] = PAGE_CHECK_ISSUES,
): Promise<void> {
  if (issues.length === 0) return;
  const failures = dialectOf(db) === "sqlite" ? sqliteFailures(crawlId) : postgresFailures(crawlId);
  const indexableOnly = [...new Set(issues.filter((i) => i.indexableOnly).map((i) => i.pageCheck))];
  await sql`
    WITH issue_of(page_check, variant, issue_id) AS (VALUES ${issueTable(issues)})
    INSERT INTO crawl_issues (crawl_id, check_id, url_id, related_url_id, detail)
    SELECT cast(${crawlId} as text), coalesce(exact.issue_id, fallback.issue_id), f.url_id, cast(NULL as integer), f.detail
    FROM (${failures}) f
    LEFT JOIN issue_of exact ON exact.page_check = f.page_check AND exact.variant = f.variant AND exact.variant <> ''
    LEFT JOIN issue_of fallback ON fallback.page_check = f.page_check AND fallback.variant = ''
    WHERE f.status IN ('fail', 'warn')
      AND (f.indexable = 1 OR f.page_check NOT IN ${inList(indexableOnly)})
      AND coalesce(exact.issue_id, fallback.issue_id) IS NOT NULL
  `.execute(db);
}

/**
 * The issue a failure belongs to, as a lookup table joined twice: the entry for its check and
 * variant, else its check's fallback (variant "", the first one) for a split check or the entry of
 * a check with one way to fail (variant null). Checks without an entry (those a site check covers)
 * find none and are dropped. A join, not a CASE of ~60 branches per row: the branches were a third
 * of the roll-up's time on 800,000 rows.
 */
function issueTable(issues: readonly PageCheckIssue[]): RawBuilder<unknown> {
  const rows: RawBuilder<unknown>[] = [];
  const fallbacks = new Set<string>();
  for (const issue of issues) {
    const variant = issue.variant ?? "";
    if (variant === "") {
      if (fallbacks.has(issue.pageCheck)) continue;
      fallbacks.add(issue.pageCheck);
    }
    rows.push(sql`(${sql.lit(issue.pageCheck)}, ${sql.lit(variant)}, ${sql.lit(issue.id)})`);
  }
  return sql.join(rows);
}

// One row per stored failing check: the page, the check, its way of failing, and the detail the
// issue rows show (the check's summary, its first items, how many there were).
function sqliteFailures(crawlId: string): RawBuilder<unknown> {
  return sql`
    SELECT p.url_id, p.indexable,
           json_extract(fc.value, '$.id') AS page_check,
           coalesce(json_extract(fc.value, '$.variant'), '') AS variant,
           json_extract(fc.value, '$.status') AS status,
           json_object(
             'found', json_extract(fc.value, '$.displayValue'),
             'items', json(coalesce(json_extract(fc.value, '$.items'), '[]')),
             'count', json_extract(fc.value, '$.itemCount')
           ) AS detail
    FROM crawl_pages p, json_each(p.failing_checks) fc
    WHERE p.crawl_id = ${crawlId} AND p.is_html = 1 AND p.status BETWEEN 200 AND 299
      AND p.failing_checks IS NOT NULL
  `;
}

function postgresFailures(crawlId: string): RawBuilder<unknown> {
  return sql`
    SELECT p.url_id, p.indexable,
           fc.value ->> 'id' AS page_check,
           coalesce(fc.value ->> 'variant', '') AS variant,
           fc.value ->> 'status' AS status,
           cast(jsonb_build_object(
             'found', fc.value -> 'displayValue',
             'items', coalesce(fc.value -> 'items', '[]'::jsonb),
             'count', fc.value -> 'itemCount'
           ) as text) AS detail
    FROM crawl_pages p
    CROSS JOIN LATERAL jsonb_array_elements(cast(p.failing_checks as jsonb)) AS fc(value)
    WHERE p.crawl_id = ${crawlId} AND p.is_html = 1 AND p.status BETWEEN 200 AND 299
      AND p.failing_checks IS NOT NULL
  `;
}
