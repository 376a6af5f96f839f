import { CHECK_METADATA } from "@ranklens/engine";
import { describe, expect, it } from "vitest";
import { runBin } from "../test-kit/run-bin";

describe("ranklens checks", () => {
  it("lists every check with its category and title, one per line", async () => {
    const result = await runBin(["checks"]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split("\n");
    // A header line, one line per check, a count line.
    expect(lines).toHaveLength(CHECK_METADATA.length + 2);
    CHECK_METADATA.forEach((check, i) => {
      expect(lines[i + 1]!.split(/\s{2,}/)).toEqual([check.id, check.category, check.title]);
    });
    expect(lines.at(-1)).toBe(`${CHECK_METADATA.length} checks`);
  });

  it("prints the metadata as JSON with --json", async () => {
    const result = await runBin(["checks", "--json"]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(JSON.parse(JSON.stringify(CHECK_METADATA)));
  });
});
