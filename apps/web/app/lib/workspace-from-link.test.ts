import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirectPath } from "./safe-redirect";
import { withoutWorkspaceLink, workspaceFromLink } from "./workspace-from-link";

describe("links that name their workspace", () => {
  it("reads the workspace a link asks for", () => {
    expect(workspaceFromLink("?workspace=ws_1")).toBe("ws_1");
    expect(workspaceFromLink("?tab=changes&workspace=ws%201")).toBe("ws 1");
    expect(workspaceFromLink("?workspace=")).toBeNull();
    expect(workspaceFromLink("?tab=changes")).toBeNull();
    expect(workspaceFromLink("")).toBeNull();
  });

  it("drops only the workspace parameter, keeping the others and the hash", () => {
    expect(withoutWorkspaceLink({ pathname: "/projects/p1", search: "?workspace=ws_1", hash: "" })).toBe(
      "/projects/p1",
    );
    expect(
      withoutWorkspaceLink({ pathname: "/projects/p1", search: "?workspace=ws_1&tab=changes", hash: "#c3" }),
    ).toBe("/projects/p1?tab=changes#c3");
  });

  it("keeps the parameter through the sign-in round trip", () => {
    const login = loginPathFor({ pathname: "/projects/p1", search: "?workspace=ws_1" });
    const redirectTo = new URLSearchParams(login.split("?")[1]).get("redirectTo");
    expect(safeRedirectPath(redirectTo)).toBe("/projects/p1?workspace=ws_1");
  });
});
