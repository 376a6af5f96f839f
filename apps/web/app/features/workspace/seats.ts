/** "3 of 10 members": how many seats the workspace uses out of what its plan allows. */
export function seatsLine(memberCount: number, seats: number): string {
  return `${memberCount.toLocaleString("en-US")} of ${seats.toLocaleString("en-US")} ${seats === 1 ? "member" : "members"}`;
}

/** Whether every seat is taken by members and pending invitations, so a new invitation would be refused. */
export function seatsFull(memberCount: number, pendingInvitations: number, seats: number): boolean {
  return memberCount + pendingInvitations >= seats;
}
