import { randomUUID } from "node:crypto";
import {
  type AddTrackedKeywords,
  AddTrackedKeywordsSchema,
  DEFAULT_KEYWORD_MARKET,
  type KeywordMarket,
  MARKET_LANGUAGES,
  PROJECT_LIMITS,
  type TrackedKeyword,
} from "@ranklens/shared";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, TrackedKeywordsTable } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { chunks } from "../../lib/chunks";
import { siteHostOf } from "../projects/normalize-project-url";
import { onHost } from "./judge-serp";

type Db = Kysely<Database> | Transaction<Database>;

export const TRACKED_KEYWORD_NOT_FOUND = "Tracked keyword not found";

/** Rows per insert: 50 × 11 columns stays far under either database's bound-parameter limit. */
const INSERT_BATCH = 50;

export function trackedKeywordFromRow(row: Selectable<TrackedKeywordsTable>): TrackedKeyword {
  return {
    id: row.id,
    keyword: row.keyword,
    targetUrl: row.target_url,
    locationCode: row.location_code,
    languageCode: row.language_code,
    device: row.device as TrackedKeyword["device"],
    createdAt: row.created_at,
  };
}

/** A project's tracked keyword rows, in the order they were entered (desktop before mobile). */
export function trackedKeywordRows(db: Db, projectId: string) {
  return db
    .selectFrom("tracked_keywords")
    .selectAll()
    .where("project_id", "=", projectId)
    .orderBy("ordinal")
    .orderBy("device")
    .orderBy("location_code")
    .orderBy("language_code")
    .execute();
}

/** A project's tracked keywords, in the order they were entered. */
export async function listTrackedKeywords(db: Db, projectId: string): Promise<TrackedKeyword[]> {
  return (await trackedKeywordRows(db, projectId)).map(trackedKeywordFromRow);
}

/** The next ordinal of a project's keywords. */
async function nextOrdinal(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom("tracked_keywords")
    .select((eb) => eb.fn.max("ordinal").as("last"))
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * Adds keywords to track, each in every device sent; one already tracked in that market, language
 * and device is left as it is (its history stays). A project tracks at most PROJECT_LIMITS.keywords
 * keyword–device pairs: the checks a schedule pays for.
 */
export async function addTrackedKeywords(
  db: Kysely<Database>,
  project: { id: string; site_url: string },
  input: AddTrackedKeywords,
  now: Date,
): Promise<TrackedKeyword[]> {
  const body = AddTrackedKeywordsSchema.parse(input);
  const locationCode = (body.locationCode ?? DEFAULT_KEYWORD_MARKET) as KeywordMarket;
  const languageCode = body.languageCode ?? MARKET_LANGUAGES[locationCode];
  const targetUrl = body.targetUrl ? onSite(body.targetUrl, project.site_url) : null;
  const keywords = [...new Set(body.keywords.map(normalizeKeyword))];
  const rows = keywords.flatMap((keyword, index) =>
    body.devices.map((device) => ({
      index,
      id: randomUUID(),
      project_id: project.id,
      keyword,
      target_url: targetUrl,
      location_code: locationCode,
      language_code: languageCode,
      device,
      confirmed_state: null,
      confirmed_position: null,
      created_at: now.toISOString(),
    })),
  );
  await db.transaction().execute(async (trx) => {
    // The project's row, locked, so two requests at once cannot both take the last places.
    await trx
      .updateTable("projects")
      .set({ updated_at: now.toISOString() })
      .where("id", "=", project.id)
      .execute();
    const existing = await trx
      .selectFrom("tracked_keywords")
      .select(["keyword", "location_code", "language_code", "device"])
      .where("project_id", "=", project.id)
      .execute();
    const key = (r: { keyword: string; location_code: number; language_code: string; device: string }) =>
      `${r.keyword}\u0000${r.location_code}\u0000${r.language_code}\u0000${r.device}`;
    const known = new Set(existing.map(key));
    const first = await nextOrdinal(trx, project.id);
    const fresh = rows
      .filter((row) => !known.has(key(row)))
      .map(({ index, ...row }) => ({ ...row, ordinal: first + index }));
    checkKeywordLimit(existing.length, fresh.length);
    for (const batch of chunks(fresh, INSERT_BATCH))
      await trx.insertInto("tracked_keywords").values(batch).execute();
  });
  return listTrackedKeywords(db, project.id);
}

/** Stops tracking one keyword; its readings go with it. */
export async function removeTrackedKeyword(db: Kysely<Database>, projectId: string, keywordId: string) {
  const result = await db
    .deleteFrom("tracked_keywords")
    .where("id", "=", keywordId)
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(TRACKED_KEYWORD_NOT_FOUND);
}

/**
 * The project form's plain keyword list, applied: keywords no longer listed stop being tracked (in
 * every device), new ones are tracked on desktop in the market of the project's other keywords (the
 * United States when it has none). Keywords that stay keep their settings and history.
 */
export async function syncKeywordList(
  db: Db,
  projectId: string,
  keywords: readonly string[],
  now: Date,
): Promise<void> {
  const wanted = [...new Set(keywords.map(normalizeKeyword))];
  const existing = await db
    .selectFrom("tracked_keywords")
    .select(["keyword", "location_code", "language_code"])
    .where("project_id", "=", projectId)
    .orderBy("ordinal")
    .execute();
  const kept = new Set(existing.map((row) => row.keyword));
  const gone = [...kept].filter((keyword) => !wanted.includes(keyword));
  if (gone.length > 0)
    await db
      .deleteFrom("tracked_keywords")
      .where("project_id", "=", projectId)
      .where("keyword", "in", gone)
      .execute();
  const market = existing[0];
  const first = await nextOrdinal(db, projectId);
  const fresh = wanted
    .filter((keyword) => !kept.has(keyword))
    .map((keyword, index) => ({
      ordinal: first + index,
      id: randomUUID(),
      project_id: projectId,
      keyword,
      target_url: null,
      location_code: market?.location_code ?? DEFAULT_KEYWORD_MARKET,
      language_code: market?.language_code ?? MARKET_LANGUAGES[DEFAULT_KEYWORD_MARKET],
      device: "desktop",
      confirmed_state: null,
      confirmed_position: null,
      created_at: now.toISOString(),
    }));
  const stay = await db
    .selectFrom("tracked_keywords")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("project_id", "=", projectId)
    .executeTakeFirstOrThrow();
  checkKeywordLimit(Number(stay.n), fresh.length);
  for (const batch of chunks(fresh, INSERT_BATCH))
    await db.insertInto("tracked_keywords").values(batch).execute();
}

/** 400 past PROJECT_LIMITS.keywords keyword–device pairs: each is a check the schedule pays for. */
function checkKeywordLimit(tracked: number, adding: number): void {
  if (tracked + adding > PROJECT_LIMITS.keywords)
    throw new AppError(
      "INVALID_REQUEST",
      `A project tracks at most ${PROJECT_LIMITS.keywords} keywords (each device counts once); it tracks ${tracked}.`,
      { details: { field: "keywords", limit: PROJECT_LIMITS.keywords } },
    );
}

/** The distinct keywords of a project (the project form's list), in the order they were added. */
export async function keywordListOf(db: Db, projectId: string): Promise<string[]> {
  return [...new Set((await listTrackedKeywords(db, projectId)).map((k) => k.keyword))];
}

/** Keywords are looked up as searched: trimmed, single-spaced, lower-cased. */
function normalizeKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, " ").toLowerCase();
}

/** A target page must be on the project's site (a competitor's page never "ranks for us"). */
function onSite(url: string, siteUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`);
  } catch {
    throw new AppError("INVALID_REQUEST", "Please enter a valid URL", { details: { field: "targetUrl" } });
  }
  const host = siteHostOf(siteUrl);
  if (!onHost(parsed.toString(), host))
    throw new AppError("INVALID_REQUEST", `The target page must be on ${host}`, {
      details: { field: "targetUrl" },
    });
  parsed.hash = "";
  return parsed.toString();
}
