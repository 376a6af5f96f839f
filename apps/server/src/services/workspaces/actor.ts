/** Who changes something, and in which workspace: what every write service is given. */
export interface Actor {
  workspaceId: string;
  userId: string;
}
