import type { WorkspaceRole } from "@ranklens/shared";

/** Who changes something, and in which workspace: what every write service is given. */
export interface Actor {
  workspaceId: string;
  userId: string;
}

/** The acting member: who, where, under which name and with which role. */
export interface MemberActor extends Actor {
  userName: string;
  role: WorkspaceRole;
}
