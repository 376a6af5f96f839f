import { z } from "../../lib/openapi";

/** What the projects routes share: path parameters, paging and the OpenAPI tag. */
export const PROJECT_TAGS = ["Monitoring"];
export const ProjectIdParam = z.object({ id: z.string().min(1).max(64) });
export const PageIdParam = ProjectIdParam.extend({ pageId: z.coerce.number().int().min(1) });
export const RunIdParam = ProjectIdParam.extend({ runId: z.string().min(1).max(64) });
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
