import { createRoute } from "@hono/zod-openapi";
import {
  CreateSegmentSchema,
  SEGMENT_LIMITS,
  type Segment,
  SegmentListSchema,
  SegmentSchema,
} from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize, authorizeActor } from "../../policy/authorize";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { createSegment, deleteSegment, listSegments, updateSegment } from "../segments/segment-store";

const SiteParam = z.object({ id: z.string().min(1).max(64) });
const SegmentParam = SiteParam.extend({ segmentId: z.string().min(1).max(64) });
const TAGS = ["Site audits"];
const CONDITIONS_DOC =
  "A segment is conditions joined by `match`: `all` (AND) or `any` (OR). A condition is `{field, op, value}`: " +
  "text fields (url, title, description, h1) take contains, notContains, equals, startsWith, isEmpty, isNotEmpty; " +
  "numbers (status, depth, wordCount, uniqueInlinks, linkScore, responseMs, bytes, score) eq, ne, lt, lte, gt, gte; " +
  "indexable and html isTrue, isFalse; `check` (a site issue's id) fails, doesNotFail, isIgnored; " +
  "`regex` (URL or title, the linear-time engine) matches, doesNotMatch. " +
  "Use a segment on a crawl's pages, pages CSV, issues and Compare with `?segment=<id>`.";

const listRoute = createRoute({
  method: "get",
  path: "/sites/{id}/segments",
  tags: TAGS,
  summary: "The site's segments, by name",
  request: { params: SiteParam },
  responses: { 200: jsonResponse(SegmentListSchema, "Segments"), ...errorResponses(401, 403, 404) },
});

const createSegmentRoute = createRoute({
  method: "post",
  path: "/sites/{id}/segments",
  tags: TAGS,
  summary: "Save a segment of the site's pages",
  description: `${CONDITIONS_DOC} At most ${SEGMENT_LIMITS.perSite} segments a site (409); names are unique per site (409 ALREADY_EXISTS).`,
  request: { params: SiteParam, ...jsonBody(CreateSegmentSchema) },
  responses: { 201: jsonResponse(SegmentSchema, "The segment"), ...errorResponses(400, 401, 403, 404, 409) },
});

const updateSegmentRoute = createRoute({
  method: "put",
  path: "/sites/{id}/segments/{segmentId}",
  tags: TAGS,
  summary: "Replace a segment's name and conditions",
  description: CONDITIONS_DOC,
  request: { params: SegmentParam, ...jsonBody(CreateSegmentSchema) },
  responses: { 200: jsonResponse(SegmentSchema, "The segment"), ...errorResponses(400, 401, 403, 404, 409) },
});

const deleteSegmentRoute = createRoute({
  method: "delete",
  path: "/sites/{id}/segments/{segmentId}",
  tags: TAGS,
  summary: "Delete a segment",
  request: { params: SegmentParam },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
});

export const segmentsRoutes = createRouter();
segmentsRoutes.use("/sites/*", requireUser());

segmentsRoutes.openapi(listRoute, async (c) => {
  const workspace = await authorize(c, "site.view");
  return c.json({ items: await listSegments(c.get("deps").db, workspace.id, c.req.valid("param").id) }, 200);
});

segmentsRoutes.openapi(createSegmentRoute, async (c) => {
  const { db, now } = c.get("deps");
  const actor = await authorizeActor(c, "site.manage");
  const { segment, siteName } = await createSegment(
    db,
    actor,
    c.req.valid("param").id,
    c.req.valid("json"),
    now(),
  );
  await logMemberActivity(c, actor.workspaceId, {
    type: "segment.created",
    did: `saved the segment ${segmentInWords(segment)} of the site “${siteName}”`,
  });
  return c.json(segment, 201);
});

segmentsRoutes.openapi(updateSegmentRoute, async (c) => {
  const { db, now } = c.get("deps");
  const actor = await authorizeActor(c, "site.manage");
  const { id, segmentId } = c.req.valid("param");
  const { segment, siteName } = await updateSegment(db, actor, id, segmentId, c.req.valid("json"), now());
  await logMemberActivity(c, actor.workspaceId, {
    type: "segment.updated",
    did: `changed the segment ${segmentInWords(segment)} of the site “${siteName}”`,
  });
  return c.json(segment, 200);
});

segmentsRoutes.openapi(deleteSegmentRoute, async (c) => {
  const actor = await authorizeActor(c, "site.manage");
  const { id, segmentId } = c.req.valid("param");
  const { name, siteName } = await deleteSegment(c.get("deps").db, actor, id, segmentId);
  await logMemberActivity(c, actor.workspaceId, {
    type: "segment.deleted",
    did: `deleted the segment “${name}” of the site “${siteName}”`,
  });
  return c.body(null, 204);
});

/** “Thin blog posts” (3 conditions, all): a segment for the activity log. */
function segmentInWords(segment: Segment): string {
  const count = segment.conditions.length;
  return `“${segment.name}” (${count} condition${count === 1 ? "" : "s"}${count > 1 ? `, ${segment.match}` : ""})`;
}
