import { z } from "../../lib/openapi";

const pathId = (name: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name, in: "path" } });

export const WorkspaceParams = z.object({ id: pathId("id") });
export const MemberParams = z.object({ id: pathId("id"), userId: pathId("userId") });
export const InvitationParams = z.object({ id: pathId("id"), invitationId: pathId("invitationId") });

/** Workspace management needs the browser session: a stolen API key cannot invite people or change roles. */
export const sessionOnly = [{ sessionCookie: [] }];
