import { createRoute } from "@hono/zod-openapi";
import { JobStatusSchema } from "@ranklens/shared";
import { notFound } from "../../errors";
import { createRouter, errorResponses, jsonResponse, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";

export const JOB_NOT_FOUND = "Job not found";

const getJobRoute = createRoute({
  method: "get",
  path: "/jobs/{jobId}",
  tags: ["Monitoring"],
  summary: "A background job's state and progress (a project check, a crawl…)",
  description:
    "Only jobs that work for the current workspace; any other id is 404. `progress` is what the job reported last.",
  request: { params: z.object({ jobId: z.string().min(1).max(64) }) },
  responses: { 200: jsonResponse(JobStatusSchema, "The job"), ...errorResponses(401, 403, 404) },
});

export const jobsRoutes = createRouter();
jobsRoutes.use("/jobs/*", requireUser());

jobsRoutes.openapi(getJobRoute, async (c) => {
  // Every member may follow the workspace's jobs: what they work on is readable by every role.
  const workspace = await authorize(c, "project.view");
  const job = await c.get("deps").jobs.get(c.req.valid("param").jobId);
  if (!job || job.workspaceId !== workspace.id) throw notFound(JOB_NOT_FOUND);
  return c.json(
    {
      id: job.id,
      kind: job.kind,
      state: job.state,
      progress: job.progress ?? null,
      attempts: job.attempts,
      maxAttempts: job.maxAttempts,
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    },
    200,
  );
});
