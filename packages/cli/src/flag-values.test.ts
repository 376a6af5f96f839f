import { describe, expect, it } from "vitest";
import { flagValues } from "./flag-values";

describe("flagValues", () => {
  const cases: [string[], string[]][] = [
    [
      ["x", "--competitor", "a", "--competitor", "b"],
      ["a", "b"],
    ],
    [
      ["--competitor=a", "--json", "--competitor", "b"],
      ["a", "b"],
    ],
    [["--competitor", "--json"], [""]],
    [["--competitor"], [""]],
    [["--competitors", "a", "--competitor-x=b"], []],
    [["--", "--competitor", "a"], []],
  ];
  it.each(cases)("%j → %j", (raw, expected) => {
    expect(flagValues(raw, "competitor")).toEqual(expected);
  });
});
