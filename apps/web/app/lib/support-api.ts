import {
  type CreateSupportRequest,
  type SupportOverview,
  SupportOverviewSchema,
  type SupportReceipt,
  SupportReceiptSchema,
} from "@ranklens/shared";
import { apiRequest } from "./api-client";

/** The active workspace's support level and the signed-in user's own requests. */
export async function fetchSupportOverview(): Promise<SupportOverview> {
  return SupportOverviewSchema.parse(await apiRequest<unknown>("/api/v1/support"));
}

/** Sends a support request from the active workspace; the server attaches workspace, plan and sender. */
export async function sendSupportRequest(request: CreateSupportRequest): Promise<SupportReceipt> {
  return SupportReceiptSchema.parse(
    await apiRequest<unknown>("/api/v1/support", { method: "POST", json: request }),
  );
}
