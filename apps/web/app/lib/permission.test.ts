import { deniedMessage } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { permissionFor } from "./permission";

describe("permissionFor", () => {
  it("refuses a viewer every write, with the server's words as the reason", () => {
    const write = permissionFor("viewer", "content.write");
    expect(write.allowed).toBe(false);
    expect(write.reason).toBe(deniedMessage("viewer", "content.write"));
    expect(write.note).toBe("Viewers can read but not create or change content.");
    expect(permissionFor("viewer", "analysis.run").note).toBe("Viewers can read but not run analyses.");
  });

  it("lets a viewer read and create their own API keys, as the policy table says", () => {
    expect(permissionFor("viewer", "content.read").allowed).toBe(true);
    expect(permissionFor("viewer", "apiKey.create").allowed).toBe(true);
  });

  it("names who to ask when an editor or admin is refused", () => {
    expect(permissionFor("editor", "members.manage")).toEqual({
      allowed: false,
      reason: deniedMessage("editor", "members.manage"),
      note: "Editors cannot change or remove members. Ask an owner or an admin.",
    });
    expect(permissionFor("admin", "workspace.delete").note).toBe(
      "Admins cannot delete the workspace. Ask an owner.",
    );
    expect(permissionFor("owner", "workspace.delete").allowed).toBe(true);
  });

  it("does not refuse while the role is unknown (the server still decides)", () => {
    expect(permissionFor(null, "content.write")).toEqual({ allowed: true, reason: null, note: null });
  });
});
