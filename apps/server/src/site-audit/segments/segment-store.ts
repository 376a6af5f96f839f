import { randomUUID } from "node:crypto";
import {
  type CreateSegmentSchema,
  SEGMENT_LIMITS,
  type Segment,
  type SegmentDefinition,
  SegmentDefinitionSchema,
} from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { z } from "zod";
import { inTransaction } from "../../db/in-transaction";
import type { Database, SiteSegmentsTable } from "../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../workspaces/actor";
import { findSite } from "../manage/find-site";
import { lockSite } from "../manage/lock-site";
import { checkSegment } from "./check-segment";

type NewSegment = z.output<typeof CreateSegmentSchema>;

function segmentOfRow(row: Selectable<SiteSegmentsTable>): Segment {
  const definition = SegmentDefinitionSchema.parse(JSON.parse(row.definition));
  return {
    id: row.id,
    siteId: row.site_id,
    name: row.name,
    match: definition.match,
    conditions: definition.conditions,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A site's segments, by name. */
export async function listSegments(
  db: Kysely<Database>,
  workspaceId: string,
  siteId: string,
): Promise<Segment[]> {
  await findSite(db, workspaceId, siteId);
  const rows = await db
    .selectFrom("site_segments")
    .selectAll()
    .where("site_id", "=", siteId)
    .orderBy("name")
    .execute();
  return rows.map(segmentOfRow);
}

/**
 * One segment of a site the caller already knows is the workspace's (it found the site, or a crawl
 * of it, in the workspace); 404 when the site has no such segment.
 */
export async function segmentOfSite(
  db: Kysely<Database>,
  siteId: string,
  segmentId: string,
): Promise<Segment> {
  const row = await db
    .selectFrom("site_segments")
    .selectAll()
    .where("id", "=", segmentId)
    .where("site_id", "=", siteId)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", "Segment not found");
  return segmentOfRow(row);
}

/** Saves a new segment of the site: its conditions checked, its name free, the site under its limit. */
export async function createSegment(
  db: Kysely<Database>,
  actor: Actor,
  siteId: string,
  segment: NewSegment,
  now: Date,
): Promise<{ segment: Segment; siteName: string }> {
  const site = await findSite(db, actor.workspaceId, siteId);
  checkSegment(segment);
  const at = now.toISOString();
  const row = {
    id: randomUUID(),
    site_id: siteId,
    name: segment.name,
    definition: JSON.stringify(definitionOf(segment)),
    created_by: actor.userId,
    created_at: at,
    updated_at: at,
  };
  await inTransaction(db, async (trx) => {
    // Counted and inserted under the site's lock: two saves at once cannot both see room for one.
    await lockSite(trx, siteId);
    const existing = await trx
      .selectFrom("site_segments")
      .select("name")
      .where("site_id", "=", siteId)
      .execute();
    if (existing.length >= SEGMENT_LIMITS.perSite)
      throw new AppError(
        "CONFLICT",
        `A site may have at most ${SEGMENT_LIMITS.perSite} segments: delete one first.`,
      );
    refuseTakenName(existing, segment.name);
    await trx.insertInto("site_segments").values(row).execute();
  });
  return { segment: segmentOfRow(row), siteName: site.name };
}

/** Replaces a segment's name and conditions. */
export async function updateSegment(
  db: Kysely<Database>,
  actor: Actor,
  siteId: string,
  segmentId: string,
  segment: NewSegment,
  now: Date,
): Promise<{ segment: Segment; siteName: string }> {
  const site = await findSite(db, actor.workspaceId, siteId);
  await segmentOfSite(db, siteId, segmentId);
  checkSegment(segment);
  const row = await inTransaction(db, async (trx) => {
    // Under the site's lock, as a new segment: two renames at once cannot take one name.
    await lockSite(trx, siteId);
    const others = await trx
      .selectFrom("site_segments")
      .select("name")
      .where("site_id", "=", siteId)
      .where("id", "<>", segmentId)
      .execute();
    refuseTakenName(others, segment.name);
    return trx
      .updateTable("site_segments")
      .set({
        name: segment.name,
        definition: JSON.stringify(definitionOf(segment)),
        updated_at: now.toISOString(),
      })
      .where("id", "=", segmentId)
      .where("site_id", "=", siteId)
      .returningAll()
      .executeTakeFirst();
  });
  if (!row) throw new AppError("NOT_FOUND", "Segment not found");
  return { segment: segmentOfRow(row), siteName: site.name };
}

export async function deleteSegment(
  db: Kysely<Database>,
  actor: Actor,
  siteId: string,
  segmentId: string,
): Promise<{ name: string; siteName: string }> {
  const site = await findSite(db, actor.workspaceId, siteId);
  const segment = await segmentOfSite(db, siteId, segmentId);
  await db.deleteFrom("site_segments").where("id", "=", segmentId).where("site_id", "=", siteId).execute();
  return { name: segment.name, siteName: site.name };
}

function definitionOf(segment: NewSegment): SegmentDefinition {
  return { match: segment.match, conditions: segment.conditions };
}

function refuseTakenName(existing: { name: string }[], name: string): void {
  if (existing.some((other) => other.name.toLowerCase() === name.toLowerCase()))
    throw new AppError("ALREADY_EXISTS", `The site has a segment named “${name}” already.`, {
      details: { field: "name" },
    });
}
