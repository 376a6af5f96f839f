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
  ])("refuses %j", (target) => {
    expect(safeRedirectPath(target)).toBe("/dashboard");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirectPath("/../../settings")).toBe("/settings");
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
