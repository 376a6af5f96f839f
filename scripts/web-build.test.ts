import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { assertProductionReact, BUILD_SETTINGS, sourceFingerprint } from "./web-build.mjs";

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

describe("the production React guard", () => {
  it("fails a build whose assets carry React's development build, and passes a production one", () => {
    const assets = mkdtempSync(path.join(tmpdir(), "assets-"));
    writeFileSync(path.join(assets, "entry.client-abc.js"), "console.log('production')");
    writeFileSync(path.join(assets, "style.css"), "/* Download the React DevTools */");
    expect(() => assertProductionReact(assets)).not.toThrow();
    writeFileSync(
      path.join(assets, "chunk-def.js"),
      'console.info("%cDownload the React DevTools for a better development experience")',
    );
    expect(() => assertProductionReact(assets)).toThrow(/chunk-def\.js.*NODE_ENV=production/);
  });
});
