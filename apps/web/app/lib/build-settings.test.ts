import { DEFAULT_SUPPORT_EMAIL } from "@ranklens/shared/api/contact";
import { describe, expect, it } from "vitest";
import { repositoryUrlAtBuild, supportEmailAtBuild } from "./build-settings";

describe("supportEmailAtBuild", () => {
  it("uses SUPPORT_EMAIL, trimmed, and the shared default when it is unset or blank", () => {
    expect(supportEmailAtBuild({ SUPPORT_EMAIL: " help@example.org " })).toBe("help@example.org");
    expect(supportEmailAtBuild({})).toBe(DEFAULT_SUPPORT_EMAIL);
    expect(supportEmailAtBuild({ SUPPORT_EMAIL: "  " })).toBe(DEFAULT_SUPPORT_EMAIL);
  });
});

describe("repositoryUrlAtBuild", () => {
  it("is null when unset or blank, so no link is shown", () => {
    expect(repositoryUrlAtBuild({})).toBeNull();
    expect(repositoryUrlAtBuild({ PUBLIC_REPOSITORY_URL: "   " })).toBeNull();
  });

  it("passes an http(s) URL through", () => {
    expect(repositoryUrlAtBuild({ PUBLIC_REPOSITORY_URL: " https://git.example.org/team/ranklens " })).toBe(
      "https://git.example.org/team/ranklens",
    );
  });

  it.each(["github.com/team/ranklens", "javascript:alert(1)", "ftp://example.org/repo"])(
    "fails the build on %s instead of shipping a broken link",
    (value) => {
      expect(() => repositoryUrlAtBuild({ PUBLIC_REPOSITORY_URL: value })).toThrow(
        /PUBLIC_REPOSITORY_URL must be an absolute http\(s\) URL/,
      );
    },
  );
});
