import { describe, expect, it } from "vitest";
import { seatsFull, seatsLine, seatsTakenLine } from "./seats";

describe("seats", () => {
  it("says how many of the plan's seats are used", () => {
    expect(seatsLine(3, 10)).toBe("3 of 10 members");
    expect(seatsLine(1, 1)).toBe("1 of 1 member");
    expect(seatsLine(2, 1000)).toBe("2 of 1,000 members");
  });

  it("says there is no limit when the server has none (billing off)", () => {
    expect(seatsLine(1, null)).toBe("1 member · no seat limit");
    expect(seatsLine(3, null)).toBe("3 members · no seat limit");
  });

  it("counts pending invitations against the seats, as the server does", () => {
    expect(seatsFull(9, 0, 10)).toBe(false);
    expect(seatsFull(9, 1, 10)).toBe(true);
    expect(seatsFull(1, 0, 1)).toBe(true);
    expect(seatsFull(500, 50, null)).toBe(false);
  });

  it("says why no one can be invited, with the seats used, members and pending invitations apart", () => {
    expect(seatsTakenLine("Basic", 1, 0, 1)).toBe(
      "All 1 seat of the Basic plan is taken: 1 member, no pending invitations.",
    );
    expect(seatsTakenLine("Pro", 8, 2, 10)).toBe(
      "All 10 seats of the Pro plan are taken: 8 members, 2 pending invitations.",
    );
    expect(seatsTakenLine("Pro", 9, 1, 10)).toBe(
      "All 10 seats of the Pro plan are taken: 9 members, 1 pending invitation.",
    );
  });
});
