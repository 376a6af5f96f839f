import { z } from "zod";

/**
 * A background job as GET /api/v1/jobs/:jobId shows it to the workspace it works for: what it
 * is, where it stands and what it reported last ("Check now" follows a project check with it).
 * The payload and the last error stay on the server (internal ids, stack traces).
 */
export const JobStatusSchema = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(["queued", "running", "completed", "failed", "cancelled"]),
  /** What the job reported last (its own JSON shape per kind); null before its first report. */
  progress: z.unknown(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobStatus = z.infer<typeof JobStatusSchema>;
