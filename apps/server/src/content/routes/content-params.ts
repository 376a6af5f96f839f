import { z } from "../../lib/openapi";

/**
 * Path ids are only looked up, never stored, so any string is accepted: an id
 * that cannot exist is simply 'Content not found', like someone else's.
 */
export const ContentParamsSchema = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "V1StGXR8_Z5jdHi6B-myT" }),
});

export const RevisionParamsSchema = ContentParamsSchema.extend({
  revisionId: z.string().openapi({ param: { name: "revisionId", in: "path" } }),
});
