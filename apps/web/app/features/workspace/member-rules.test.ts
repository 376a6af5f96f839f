import { WORKSPACE_MESSAGES } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { permissionFor } from "../../lib/permission";
import { memberControls, roleOptions } from "./member-rules";

describe("roleOptions", () => {
  it("offers the owner role only to owners", () => {
    expect(roleOptions("owner", "editor")).toEqual(["owner", "admin", "editor", "viewer"]);
    expect(roleOptions("admin", "editor")).toEqual(["admin", "editor", "viewer"]);
  });

  it("still lists an owner's role when an admin looks at them (the select is then disabled)", () => {
    expect(roleOptions("admin", "owner")).toEqual(["owner", "admin", "editor", "viewer"]);
  });
});

describe("memberControls", () => {
  const as = (callerRole: "owner" | "admin" | "editor" | "viewer") => ({
    callerRole,
    manage: permissionFor(callerRole, "members.manage"),
  });

  it("keeps the last owner: no leaving, no demotion, no removal", () => {
    const self = memberControls({ ...as("owner"), memberRole: "owner", isSelf: true, ownerCount: 1 });
    expect(self).toEqual({ changeRole: false, remove: false, why: WORKSPACE_MESSAGES.lastOwner });
    const another = memberControls({ ...as("owner"), memberRole: "owner", isSelf: true, ownerCount: 2 });
    expect(another).toEqual({ changeRole: true, remove: true, why: null });
  });

  it("lets admins manage everyone but owners", () => {
    expect(
      memberControls({ ...as("admin"), memberRole: "editor", isSelf: false, ownerCount: 1 }).changeRole,
    ).toBe(true);
    const owner = memberControls({ ...as("admin"), memberRole: "owner", isSelf: false, ownerCount: 2 });
    expect(owner).toEqual({ changeRole: false, remove: false, why: WORKSPACE_MESSAGES.onlyOwnersGrantOwner });
  });

  it("lets editors and viewers only leave, with the policy's words for the rest", () => {
    const other = memberControls({ ...as("viewer"), memberRole: "editor", isSelf: false, ownerCount: 1 });
    expect(other.changeRole || other.remove).toBe(false);
    expect(other.why).toBe("Your role (viewer) cannot change or remove members in this workspace.");
    const self = memberControls({ ...as("editor"), memberRole: "editor", isSelf: true, ownerCount: 1 });
    expect(self.remove).toBe(true);
    expect(self.changeRole).toBe(false);
  });
});
