const members = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "member" : "members"}`;

/**
 * "3 of 10 members": how many seats the workspace uses out of what its plan allows; just
 * "3 members" when there is no limit (`seats` null: billing is off on this server).
 */
export function seatsLine(memberCount: number, seats: number | null): string {
  if (seats === null) return `${members(memberCount)} · no seat limit`;
  return `${memberCount.toLocaleString("en-US")} of ${members(seats)}`;
}

/** Whether every seat is taken by members and pending invitations, so a new invitation would be refused. */
export function seatsFull(memberCount: number, pendingInvitations: number, seats: number | null): boolean {
  return seats !== null && memberCount + pendingInvitations >= seats;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * Why an invitation cannot be sent, with the seats used, said before anyone types an address:
 * "All 1 seat of the Basic plan is taken: 1 member, no pending invitations."
 */
export function seatsTakenLine(
  planName: string,
  memberCount: number,
  pendingInvitations: number,
  seats: number,
): string {
  const pending =
    pendingInvitations === 0
      ? "no pending invitations"
      : count(pendingInvitations, "pending invitation", "pending invitations");
  const taken = seats === 1 ? "seat" : "seats";
  return `All ${seats.toLocaleString("en-US")} ${taken} of the ${planName} plan ${seats === 1 ? "is" : "are"} taken: ${count(memberCount, "member", "members")}, ${pending}.`;
}
