import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { BUILD_SETTINGS, sourceFingerprint } from "./web-build.mjs";

describe("the web build's fingerprint", () => {
  it("changes with each setting the build bakes into the pages, so npm start rebuilds", () => {
    const base = { PUBLIC_URL: "https://seo.example.com" };
    const before = sourceFingerprint(base);
    expect(sourceFingerprint({ ...base })).toBe(before);
    for (const name of BUILD_SETTINGS as string[]) {
      expect(sourceFingerprint({ ...base, [name]: "https://changed.example.org/x" }), name).not.toBe(before);
    }
    expect(BUILD_SETTINGS).toEqual(
      expect.arrayContaining(["PUBLIC_URL", "SUPPORT_EMAIL", "PUBLIC_REPOSITORY_URL"]),
    );
  });

  it("ignores settings the build does not read", () => {
    expect(sourceFingerprint({ SMTP_URL: "smtp://a" })).toBe(sourceFingerprint({ SMTP_URL: "smtp://b" }));
  });
});
