import { describe, expect, it } from "vitest";
import { DEFAULT_SIGNED_IN_PATH, loginPathFor, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps a same-origin path with its query and hash", () => {
    expect(safeRedirectPath("/content/abc?tab=seo#top")).toBe("/content/abc?tab=seo#top");
  });

  it("falls back to the dashboard when there is no target", () => {
    expect(safeRedirectPath(null)).toBe(DEFAULT_SIGNED_IN_PATH);
    expect(safeRedirectPath("")).toBe("/dashboard");
  });

  it.each([
    "https://evil.example/phish",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "evil.example/path",
    "/\t/evil.example",
    "/\n/evil.example",
    // Dot segments that normalise into "//evil.example".
    "/.//evil.example",
    "/login/..//evil.example",
    "/a/b/../..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    // Backslashes count as slashes in http URLs.
    "/.\\/evil.example",
    "/.\\\\evil.example",
    "/login\\..\\\\evil.example",
    // Tabs and newlines, also around the dot segments.
    "/.\t//evil.example",
    "/\r\n//evil.example",
    "/./\t/evil.example",
  ])("refuses %j", (target) => {
    expect(safeRedirectPath(target)).toBe("/dashboard");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirectPath("/../../settings")).toBe("/settings");
    expect(safeRedirectPath("/content/./abc")).toBe("/content/abc");
  });

  it("keeps encoded slashes encoded: a path, never a host", () => {
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeRedirectPath("/%5C%5Cevil.example")).toBe("/%5C%5Cevil.example");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath("//evil.example", "/upgrade")).toBe("/upgrade");
  });
});

describe("loginPathFor", () => {
  it("encodes the current path and query as redirectTo, and the result round-trips safely", () => {
    const login = loginPathFor({ pathname: "/content/42", search: "?tab=seo&x=1" });
    expect(login).toBe("/login?redirectTo=%2Fcontent%2F42%3Ftab%3Dseo%26x%3D1");
    const back = new URL(login, "http://localhost").searchParams.get("redirectTo");
    expect(safeRedirectPath(back)).toBe("/content/42?tab=seo&x=1");
  });
});
