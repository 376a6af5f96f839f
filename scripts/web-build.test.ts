import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resolvePublicUrl } from "@ranklens/shared/public-url";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../apps/server/src/env";
import { publicUrlAtBuild } from "../apps/web/app/lib/seo";
// @ts-expect-error: a plain ES module script without type declarations
import { assertProductionReact, BUILD_SETTINGS, publicUrlOf, sourceFingerprint } from "./web-build.mjs";

const dataDir = mkdtempSync(path.join(tmpdir(), "web-build-env-"));

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

describe("the public URL the build bakes in", () => {
  it("follows PORT when PUBLIC_URL is unset, as the server does, so npm start rebuilds for another port", () => {
    expect(sourceFingerprint({ PORT: "3301" })).not.toBe(sourceFingerprint({}));
    expect(sourceFingerprint({ PORT: "3000" })).toBe(sourceFingerprint({}));
    expect(publicUrlOf({ PORT: "3301" })).toBe("http://localhost:3301");
  });

  it("ignores PORT once PUBLIC_URL names the site (no needless rebuild behind a proxy)", () => {
    const site = { PUBLIC_URL: "https://seo.example.com/" };
    expect(sourceFingerprint({ ...site, PORT: "3301" })).toBe(sourceFingerprint({ ...site, PORT: "8080" }));
  });

  it.each<Record<string, string>>([
    {},
    { PORT: "3301" },
    { PORT: " 8080 " },
    { PUBLIC_URL: "https://seo.example.com/", PORT: "3301" },
    { PUBLIC_URL: "  ", PORT: "4000" },
  ])("agrees with the server's rule (resolvePublicUrl) for %o", (env) => {
    expect(publicUrlOf(env)).toBe(resolvePublicUrl(env));
    expect(publicUrlAtBuild(env)).toBe(resolvePublicUrl(env));
    expect(
      parseEnv({ ...env, DATA_DIR: dataDir, NODE_ENV: "test", AUTH_SECRET: "x".repeat(40) }).publicUrl,
    ).toBe(resolvePublicUrl(env));
  });
});
