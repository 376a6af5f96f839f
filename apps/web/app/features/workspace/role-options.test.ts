import { describe, expect, it } from "vitest";
import { roleOptions } from "./role-options";

describe("roleOptions", () => {
  it("offers the owner role only to owners", () => {
    expect(roleOptions("owner", "editor")).toEqual(["owner", "admin", "editor", "viewer"]);
    expect(roleOptions("admin", "editor")).toEqual(["admin", "editor", "viewer"]);
  });

  it("still lists an owner's role when an admin looks at them (the select is then disabled)", () => {
    expect(roleOptions("admin", "owner")).toEqual(["owner", "admin", "editor", "viewer"]);
  });
});
