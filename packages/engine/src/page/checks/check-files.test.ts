import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "../categories";
import { ALL_CHECKS } from "./index";

const DIR = new URL("./", import.meta.url);

describe("checks/<category>/<id>.ts", () => {
  const folders = readdirSync(DIR, { withFileTypes: true }).filter((e) => e.isDirectory());

  it("has one folder per category and no other", () => {
    expect(folders.map((f) => f.name).sort()).toEqual([...CATEGORY_IDS].sort());
  });

  it("holds only check files, each named after its check's id, in its check's category", async () => {
    const byId = new Map(ALL_CHECKS.map((c) => [c.id as string, c]));
    const seen: string[] = [];
    for (const folder of folders) {
      for (const file of readdirSync(new URL(`${folder.name}/`, DIR))) {
        const id = file.replace(/(\.test)?\.ts$/, "");
        // A check's own test may sit beside it; anything else belongs in computed/ or rules/.
        expect(
          byId.has(id),
          `${folder.name}/${file} is not a check (move helpers to computed/ or rules/)`,
        ).toBe(true);
        if (file.endsWith(".test.ts")) continue;
        const module = (await import(new URL(`${folder.name}/${file}`, DIR).href)) as {
          default: { id: string; category: string };
        };
        expect(module.default.id, `${folder.name}/${file}`).toBe(id);
        expect(module.default.category, `${folder.name}/${file}`).toBe(folder.name);
        seen.push(id);
      }
    }
    expect(seen.sort()).toEqual([...byId.keys()].sort());
  });
});
