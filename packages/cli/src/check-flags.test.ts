import type { ArgsDef } from "citty";
import { describe, expect, it } from "vitest";
import { checkFlags } from "./check-flags";
import { UsageError } from "./usage-error";

const ARGS = {
  page: { type: "positional", required: false },
  json: { type: "boolean" },
  "api-key": { type: "string" },
  out: { type: "string", alias: "o" },
} satisfies ArgsDef;

describe("checkFlags", () => {
  const accepted: string[][] = [
    ["https://a.example/", "--json"],
    ["--api-key", "k", "https://a.example/"],
    ["--api-key=k", "--apiKey", "k2"],
    ["-o", "file", "--no-json"],
    ["https://a.example/", "--", "--anything", "extra"],
  ];
  it.each(accepted)("accepts %j", (...raw) => {
    expect(() => checkFlags(raw, ARGS)).not.toThrow();
  });

  const rejected: [string[], string][] = [
    [["--jsn"], "Unknown option: --jsn"],
    [["--api-keys=k"], "Unknown option: --api-keys"],
    [["--no-api-key"], "Unknown option: --no-api-key"],
    [["a", "b"], "Unexpected argument: b"],
    [["--json", "a", "b"], "Unexpected argument: b"],
  ];
  it.each(rejected)("rejects %j", (raw, message) => {
    expect(() => checkFlags(raw, ARGS)).toThrow(new UsageError(message));
  });

  it("does not count a string flag's value as a positional", () => {
    expect(() => checkFlags(["--api-key", "k", "a"], ARGS)).not.toThrow();
  });
});
