import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { queryKeys } from "./query-keys";

/** TanStack Query's prefix rule: invalidating `prefix` refreshes `key`. */
const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("queryKeys", () => {
  it("puts every content key under content.all, so a save or delete reloads all of them", () => {
    const keys = [
      queryKeys.content.recent,
      queryKeys.content.list({}),
      queryKeys.content.list({ type: "social", status: "draft" }),
      queryKeys.content.item("c1"),
      queryKeys.content.revisions("c1"),
      queryKeys.content.revision("c1", "r1"),
    ];
    for (const key of keys) expect(startsWith(key, queryKeys.content.all)).toBe(true);
  });

  it("puts the analysis history and each analysis under analyses.all", () => {
    expect(startsWith(queryKeys.analyses.history, queryKeys.analyses.all)).toBe(true);
    expect(startsWith(queryKeys.analyses.item("a1"), queryKeys.analyses.all)).toBe(true);
  });

  it("puts every workspace key under workspaces.all, and the list apart from the per-workspace ones", () => {
    const perWorkspace = [
      queryKeys.workspaces.members("w1"),
      queryKeys.workspaces.invitations("w1"),
      queryKeys.workspaces.activity("w1", {}),
      queryKeys.workspaces.activity("w1", { type: "member.joined", actorId: "u1" }),
    ];
    for (const key of [queryKeys.workspaces.list, ...perWorkspace]) {
      expect(startsWith(key, queryKeys.workspaces.all)).toBe(true);
    }
    for (const key of perWorkspace) {
      expect(startsWith(key, queryKeys.workspaces.list)).toBe(false);
      expect(key).toContain("w1");
    }
  });

  it("keeps unrelated entries apart: invalidating one never refreshes another", () => {
    const roots = [
      queryKeys.account,
      queryKeys.system,
      queryKeys.usage,
      queryKeys.apiKeys,
      queryKeys.assistantCapabilities,
      queryKeys.content.all,
      queryKeys.analyses.all,
      queryKeys.workspaces.all,
      queryKeys.invitationPreview("t"),
    ];
    for (const a of roots) {
      for (const b of roots) if (a !== b) expect(startsWith(b, a)).toBe(false);
    }
    // An item's key is not a prefix of its revisions' keys (and the other way round).
    expect(startsWith(queryKeys.content.revisions("c1"), queryKeys.content.item("c1"))).toBe(false);
    expect(startsWith(queryKeys.content.item("c1"), queryKeys.content.item("c2"))).toBe(false);
  });

  it("is the only place keys are written: no other source file spells a key out", () => {
    const offenders = sourceFiles(appDir)
      .filter((file) => !file.endsWith(path.join("lib", "query-keys.ts")))
      .filter((file) => /queryKey:\s*\[|query_?keys?\s*=\s*[[{]/i.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(appDir, file));
    expect(offenders).toEqual([]);
  });
});
