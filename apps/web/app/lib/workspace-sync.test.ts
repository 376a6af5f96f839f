import { describe, expect, it } from "vitest";
import { pathAfterWorkspaceSwitch } from "./workspace-sync";

describe("pathAfterWorkspaceSwitch", () => {
  it("sends one item's page to its list, since the item belongs to the old workspace", () => {
    expect(pathAfterWorkspaceSwitch("/content/0b5d8a4e-1")).toBe("/content");
    expect(pathAfterWorkspaceSwitch("/content/abc/")).toBe("/content");
    expect(pathAfterWorkspaceSwitch("/analyzer/an_123")).toBe("/analyzer");
  });

  it("keeps every page that is not one item's, the new-content editor included", () => {
    for (const path of [
      "/content/new",
      "/content",
      "/analyzer",
      "/dashboard",
      "/workspace/members",
      "/settings",
    ]) {
      expect(pathAfterWorkspaceSwitch(path)).toBe(path);
    }
  });
});
