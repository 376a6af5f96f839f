import { PLANS, type PlanId, WORKSPACE_MESSAGES } from "@ranklens/shared";
import { AppError } from "../errors";
import { UPGRADE_URL } from "../quota/reserve-analysis";

export const workspaceNotFound = () => new AppError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
export const memberNotFound = () => new AppError("NOT_FOUND", WORKSPACE_MESSAGES.memberNotFound);
export const invitationNotFound = () => new AppError("NOT_FOUND", WORKSPACE_MESSAGES.invitationNotFound);
export const lastOwner = () => new AppError("CONFLICT", WORKSPACE_MESSAGES.lastOwner);
export const onlyOwnersGrantOwner = () => new AppError("FORBIDDEN", WORKSPACE_MESSAGES.onlyOwnersGrantOwner);
export const invitationInvalid = () => new AppError("NOT_FOUND", WORKSPACE_MESSAGES.invitationInvalid);

/** 402: the plan's seats are taken; the answer says where to upgrade. */
export function seatLimit(plan: PlanId, seats: number): AppError {
  return new AppError("PAYMENT_REQUIRED", WORKSPACE_MESSAGES.seatLimit(PLANS[plan].name, seats), {
    details: { seats, upgradeUrl: UPGRADE_URL },
  });
}
