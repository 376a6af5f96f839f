import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { readGolden } from "./golden";

const tmp = mkdtempSync(path.join(tmpdir(), "golden-"));
const dir = pathToFileURL(`${tmp}/`);

afterEach(() => vi.unstubAllEnvs());
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("readGolden", () => {
  it("fails on a missing file and does not create it", () => {
    vi.stubEnv("UPDATE_GOLDEN", "");
    const file = new URL("missing.json", dir);
    expect(() => readGolden(file, { a: 1 })).toThrow(
      /missing\.json is missing: create it with UPDATE_GOLDEN=1/,
    );
    expect(existsSync(file)).toBe(false);
  });

  it("returns the stored value, not the computed one", () => {
    vi.stubEnv("UPDATE_GOLDEN", "");
    const file = new URL("stored.json", dir);
    writeFileSync(file, '{"a":1}');
    expect(readGolden(file, { a: 2 })).toEqual({ a: 1 });
    expect(readFileSync(file, "utf8")).toBe('{"a":1}');
  });

  it("with UPDATE_GOLDEN=1 writes the computed value, creating or replacing the file", () => {
    vi.stubEnv("UPDATE_GOLDEN", "1");
    const created = new URL("created.json", dir);
    expect(readGolden(created, { a: 3 })).toEqual({ a: 3 });
    expect(readFileSync(created, "utf8")).toBe('{\n  "a": 3\n}\n');
    const replaced = new URL("replaced.json", dir);
    writeFileSync(replaced, '{"a":1}');
    expect(readGolden(replaced, { a: 4 })).toEqual({ a: 4 });
  });

  it("with UPDATE_GOLDEN=1 leaves an unchanged value's file as it is formatted", () => {
    vi.stubEnv("UPDATE_GOLDEN", "1");
    const file = new URL("formatted.json", dir);
    writeFileSync(file, '{ "a": [1, 2] }\n');
    expect(readGolden(file, { a: [1, 2] })).toEqual({ a: [1, 2] });
    expect(readFileSync(file, "utf8")).toBe('{ "a": [1, 2] }\n');
  });
});
