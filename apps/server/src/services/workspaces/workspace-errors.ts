import { WORKSPACE_MESSAGES } from "@ranklens/shared";
import { AppError } from "../../errors";

export const workspaceNotFound = () => new AppError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
export const memberNotFound = () => new AppError("NOT_FOUND", WORKSPACE_MESSAGES.memberNotFound);
export const invitationNotFound = () => new AppError("NOT_FOUND", WORKSPACE_MESSAGES.invitationNotFound);
export const lastOwner = () => new AppError("CONFLICT", WORKSPACE_MESSAGES.lastOwner);
export const onlyOwnersGrantOwner = () => new AppError("FORBIDDEN", WORKSPACE_MESSAGES.onlyOwnersGrantOwner);
