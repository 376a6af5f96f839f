import { z } from "zod";
import { PLANS, type PlanId } from "../plans";

/** Longest accepted subject and message of a support request. */
export const SUPPORT_LIMITS = { subject: 200, message: 5000 } as const;

/**
 * A signed-in user's support request (issue 14 "Priority support"). Both
 * fields are required: the subject is what the operator's queue and the
 * mail's subject line show, so a request without one is hard to triage.
 * The workspace, plan and user are never taken from the body: the server
 * attaches them from the session.
 */
export const CreateSupportRequestSchema = z.object({
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(SUPPORT_LIMITS.subject, `Subject must be at most ${SUPPORT_LIMITS.subject} characters`),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(SUPPORT_LIMITS.message, `Message must be at most ${SUPPORT_LIMITS.message} characters`),
});
export type CreateSupportRequestInput = z.input<typeof CreateSupportRequestSchema>;
export type CreateSupportRequest = z.output<typeof CreateSupportRequestSchema>;

export const SUPPORT_STATUSES = ["open", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** What the server answers when it has stored a support request. */
export const SupportReceiptSchema = z.object({
  id: z.string(),
  /** Whether the request is in the priority queue (its workspace's plan has priority support). */
  priority: z.boolean(),
  createdAt: z.string(),
  /** The plan's first-reply target, e.g. "within 1 business day" (see SUPPORT_HOURS). */
  responseTarget: z.string(),
});
export type SupportReceipt = z.infer<typeof SupportReceiptSchema>;

/** One of the caller's own requests, as GET /api/v1/support lists them. */
export const SupportRequestSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  priority: z.boolean(),
  /** The workspace it was sent from, as it was named then. */
  workspaceName: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type SupportRequestSummary = z.infer<typeof SupportRequestSummarySchema>;

/**
 * GET /api/v1/support: what a request sent now would get (the active
 * workspace's plan, priority and response target), and the caller's own
 * requests, newest first.
 */
export const SupportOverviewSchema = z.object({
  workspace: z.object({
    name: z.string(),
    plan: z.enum(["basic", "pro"]),
    priority: z.boolean(),
    responseTarget: z.string(),
  }),
  items: z.array(SupportRequestSummarySchema),
});
export type SupportOverview = z.infer<typeof SupportOverviewSchema>;

/** Requests listed by GET /api/v1/support. */
export const SUPPORT_LIST_LIMIT = 20;

/** The success toast of the support form. */
export const SUPPORT_SENT_MESSAGE = "Support request sent. We'll reply by e-mail.";

/** Whether requests from a workspace on `plan` are marked priority (the plans config decides). */
export function isPrioritySupport(plan: PlanId): boolean {
  return PLANS[plan].prioritySupport;
}
