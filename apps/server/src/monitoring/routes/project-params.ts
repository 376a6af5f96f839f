import { z } from "../../lib/openapi";

/** What the projects routes share: path parameters, paging and the OpenAPI tag. */
export const PROJECT_TAGS = ["Monitoring"];
export const ProjectIdParam = z.object({ id: z.string().min(1).max(64) });
/** Largest id of an auto-numbered row (PostgreSQL integer): a larger one is refused, not a 500. */
export const ROW_ID_MAX = 2_147_483_647;
/** A row id in a path or query (tracked page, observation). */
export const RowId = z.coerce.number().int().min(1).max(ROW_ID_MAX);
export const PageIdParam = ProjectIdParam.extend({ pageId: RowId });
export const RunIdParam = ProjectIdParam.extend({ runId: z.string().min(1).max(64) });
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
