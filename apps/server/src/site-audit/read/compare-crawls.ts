import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema";
import { urlInSegment } from "../segments/url-in-segment";

export interface IssueKey {
  checkId: string;
  url: string;
  relatedUrl: string | null;
}

export interface Listed<T> {
  total: number;
  /** The first `limit` items, in order. */
  items: T[];
}

export interface CrawlComparison {
  issues: {
    /** Per check that has issues in either crawl. */
    byCheck: { checkId: string; new: number; fixed: number; stillOpen: number }[];
    new: Listed<IssueKey>;
    fixed: Listed<IssueKey>;
  };
  pages: {
    added: Listed<string>;
    removed: Listed<string>;
    titlesChanged: Listed<{ url: string; before: string | null; after: string | null }>;
  };
}

export class CrawlsNotComparableError extends Error {}

/**
 * A segment's condition in each crawl (a regex resolves to each crawl's own ids): an issue or page
 * of a crawl counts when its URL is in the segment there.
 */
export interface ComparedSegments {
  current: RawBuilder<boolean>;
  previous: RawBuilder<boolean>;
}

/**
 * What changed between two crawls of the same site (`previousId` usually the older). An issue is
 * the same in both when its check, URL and related URL are (compared as text: every crawl numbers
 * its URLs anew). Pages are the fetched HTML pages, matched by URL; a title change includes a
 * title appearing or disappearing. Lists give their total and the first `limit` items.
 */
export async function compareCrawls(
  db: Kysely<Database>,
  currentId: string,
  previousId: string,
  { limit = 100, segments }: { limit?: number; segments?: ComparedSegments | undefined } = {},
): Promise<CrawlComparison> {
  const crawls = await db
    .selectFrom("crawls")
    .select(["id", "site_id"])
    .where("id", "in", [currentId, previousId])
    .execute();
  const sites = new Set(crawls.map((crawl) => crawl.site_id));
  if (crawls.length !== (currentId === previousId ? 1 : 2) || sites.size !== 1) {
    throw new CrawlsNotComparableError("Both crawls must exist and belong to the same site");
  }

  const inCurrent = (urlId: RawBuilder<unknown>) => urlInSegment(urlId, segments?.current);
  const inPrevious = (urlId: RawBuilder<unknown>) => urlInSegment(urlId, segments?.previous);
  const newIssues = issuesOnlyIn(currentId, previousId, inCurrent);
  const fixedIssues = issuesOnlyIn(previousId, currentId, inPrevious);
  const perCheck = await sql<{ check_id: string; kind: string; n: number | string }>`
    SELECT x.check_id, 'new' AS kind, count(*) AS n FROM (${newIssues}) x GROUP BY x.check_id
    UNION ALL
    SELECT x.check_id, 'fixed' AS kind, count(*) AS n FROM (${fixedIssues}) x GROUP BY x.check_id
    UNION ALL
    SELECT i.check_id, 'all' AS kind, count(*) AS n FROM crawl_issues i
    WHERE i.crawl_id = ${currentId} AND i.ignored_by IS NULL AND ${inCurrent(sql.ref("i.url_id"))} GROUP BY i.check_id
  `.execute(db);
  const byCheck = new Map<string, { checkId: string; new: number; fixed: number; stillOpen: number }>();
  for (const row of perCheck.rows) {
    const entry = byCheck.get(row.check_id) ?? { checkId: row.check_id, new: 0, fixed: 0, stillOpen: 0 };
    const n = Number(row.n);
    if (row.kind === "new") entry.new = n;
    else if (row.kind === "fixed") entry.fixed = n;
    else entry.stillOpen += n;
    byCheck.set(row.check_id, entry);
  }
  for (const entry of byCheck.values()) entry.stillOpen -= entry.new;

  const pagesAdded = pagesOnlyIn(currentId, previousId, inCurrent);
  const pagesRemoved = pagesOnlyIn(previousId, currentId, inPrevious);
  const titlesChanged = sql`
    SELECT cu.url, pp.title AS before, cp.title AS after
    FROM crawl_urls cu
    JOIN crawl_pages cp ON cp.url_id = cu.id AND cp.is_html = 1
    JOIN crawl_urls pu ON pu.crawl_id = ${previousId} AND pu.url = cu.url
    JOIN crawl_pages pp ON pp.url_id = pu.id AND pp.is_html = 1
    WHERE cu.crawl_id = ${currentId} AND coalesce(cp.title, '') <> coalesce(pp.title, '')
      AND ${inCurrent(sql.ref("cu.id"))}
  `;

  const issueKeys = async (query: RawBuilder<unknown>): Promise<Listed<IssueKey>> => {
    const listed = await list<{ check_id: string; url: string; related_url: string | null }>(
      db,
      query,
      sql`x.check_id, x.url, coalesce(x.related_url, '')`,
      limit,
    );
    return {
      total: listed.total,
      items: listed.items.map((row) => ({
        checkId: row.check_id,
        url: row.url,
        relatedUrl: row.related_url,
      })),
    };
  };
  const urls = async (query: RawBuilder<unknown>): Promise<Listed<string>> => {
    const listed = await list<{ url: string }>(db, query, sql`x.url`, limit);
    return { total: listed.total, items: listed.items.map((row) => row.url) };
  };
  const titles = await list<{ url: string; before: string | null; after: string | null }>(
    db,
    titlesChanged,
    sql`x.url`,
    limit,
  );

  return {
    issues: {
      byCheck: [...byCheck.values()]
        .filter((entry) => entry.new + entry.fixed + entry.stillOpen > 0)
        .sort((a, b) => a.checkId.localeCompare(b.checkId)),
      new: await issueKeys(newIssues),
      fixed: await issueKeys(fixedIssues),
    },
    pages: { added: await urls(pagesAdded), removed: await urls(pagesRemoved), titlesChanged: titles },
  };
}

/** Whether a URL (by id, in the query's crawl) is a page of the compared segment. */
type InSegment = (urlId: RawBuilder<unknown>) => RawBuilder<boolean>;

/**
 * Issues of crawl `a` that no site rule ignores, with no issue of the same check, URL and related
 * URL in crawl `b`, ignored or not: an ignored issue is neither new nor fixed (ignoring is not fixing).
 */
function issuesOnlyIn(a: string, b: string, inSegment: InSegment): RawBuilder<unknown> {
  return sql`
    SELECT i.check_id, u.url, r.url AS related_url
    FROM crawl_issues i
    JOIN crawl_urls u ON u.id = i.url_id
    LEFT JOIN crawl_urls r ON r.id = i.related_url_id
    WHERE i.crawl_id = ${a} AND i.ignored_by IS NULL AND ${inSegment(sql.ref("i.url_id"))} AND NOT EXISTS (
      SELECT 1
      FROM crawl_urls bu
      JOIN crawl_issues j ON j.crawl_id = ${b} AND j.check_id = i.check_id AND j.url_id = bu.id
      LEFT JOIN crawl_urls br ON br.id = j.related_url_id
      WHERE bu.crawl_id = ${b} AND bu.url = u.url AND coalesce(br.url, '') = coalesce(r.url, '')
    )
  `;
}

/** URLs of fetched HTML pages of crawl `a` that crawl `b` did not fetch as an HTML page. */
function pagesOnlyIn(a: string, b: string, inSegment: InSegment): RawBuilder<unknown> {
  // Not `u`/`p`: a segment's condition names its own rows so (url-in-segment.ts).
  return sql`
    SELECT au.url
    FROM crawl_urls au
    JOIN crawl_pages ap ON ap.url_id = au.id AND ap.is_html = 1
    WHERE au.crawl_id = ${a} AND ${inSegment(sql.ref("au.id"))} AND NOT EXISTS (
      SELECT 1 FROM crawl_urls bu JOIN crawl_pages bp ON bp.url_id = bu.id AND bp.is_html = 1
      WHERE bu.crawl_id = ${b} AND bu.url = au.url
    )
  `;
}

/** A query's row count and its first `limit` rows in `order` (columns of alias `x`). */
async function list<Row>(
  db: Kysely<Database>,
  query: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
  limit: number,
): Promise<{ total: number; items: Row[] }> {
  const count = await sql<{ n: number | string }>`SELECT count(*) AS n FROM (${query}) x`.execute(db);
  const rows = await sql<Row>`SELECT x.* FROM (${query}) x ORDER BY ${order} LIMIT ${sql.lit(limit)}`.execute(
    db,
  );
  return { total: Number(count.rows[0]?.n ?? 0), items: rows.rows };
}
