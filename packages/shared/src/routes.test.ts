import { describe, expect, it } from "vitest";
import { isAppRoute } from "./routes";

describe("isAppRoute: the site audit screens get the app shell", () => {
  it.each([
    "/site-audit",
    "/site-audit/",
    "/site-audit/crawls/3f2a-11",
    "/site-audit/crawls/3f2a-11/issues/broken-internal-links",
    "/site-audit/crawls/3f2a-11/compare/9b7c-22",
    "/site-audit/crawls/3f2a-11/pages",
    "/site-audit/crawls/3f2a-11/pages/42",
    "/site-audit/crawls/3f2a-11/page",
  ])("%s", (path) => {
    expect(isAppRoute(path)).toBe(true);
  });
  it.each([
    "/site-audit/crawls",
    "/site-audit/crawls/a/issues",
    "/site-audit/crawls/a/other/b",
    "/site-audit/crawls/a/issues/b/c",
  ])("not %s (a real 404)", (path) => {
    expect(isAppRoute(path)).toBe(false);
  });
});

describe("isAppRoute: the monitoring screens get the app shell", () => {
  it.each(["/projects", "/projects/", "/projects/7c1e-42", "/projects/7c1e-42/pages/12"])("%s", (path) => {
    expect(isAppRoute(path)).toBe(true);
  });
  it.each(["/projects/a/pages", "/projects/a/pages/x", "/projects/a/other/1", "/projects/a/pages/1/2"])(
    "not %s (a real 404)",
    (path) => {
      expect(isAppRoute(path)).toBe(false);
    },
  );
});
