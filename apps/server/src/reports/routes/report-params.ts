import { z } from "../../lib/openapi";

/** What the reports routes share: path parameters and the OpenAPI tag. */
export const REPORT_TAGS = ["Reports"];
export const ReportIdParam = z.object({ id: z.string().min(1).max(64) });
export const ShareIdParam = ReportIdParam.extend({ shareId: z.string().min(1).max(64) });
