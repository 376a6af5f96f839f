import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../../../test/fixtures";
import { runBin } from "../test-kit/run-bin";

const FIXTURE = fixturePath("corpus/pages/daringfireball-1.html");

// Each case: arguments, and the message stderr must name. All exit 2 with a usage hint and nothing on stdout.
const USAGE_ERRORS: [string[], string][] = [
  [[], "No command specified"],
  [["frobnicate"], "Unknown command frobnicate"],
  [["analyze"], "Missing the URL to analyse"],
  [["analyze", "--json"], "Missing the URL to analyse"],
  [["analyze", "--html", FIXTURE], "--html needs --url"],
  [["analyze", "https://example.com/", "--jsn"], "Unknown option: --jsn"],
  [["analyze", "https://example.com/", "https://example.org/"], "Unexpected argument: https://example.org/"],
  [["analyze", "https://example.com/", "--server", "http://127.0.0.1:9"], "--server needs an API key"],
  [["analyze", "https://example.com/", "--competitor"], "--competitor needs a URL"],
  [
    ["analyze", "--html", FIXTURE, "--url", "https://example.com/", "--competitor", "https://a.example/"],
    "--competitor needs the network",
  ],
  [["checks", "--all"], "Unknown option: --all"],
];

describe("usage errors exit 2 with a hint on stderr", () => {
  it.each(USAGE_ERRORS)("ranklens %j", async (args, message) => {
    const result = await runBin(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(message);
    expect(result.stderr).toMatch(/Usage: ranklens /);
  });
});

describe("help and version", () => {
  it("prints the analyze options with --help and exits 0", async () => {
    const result = await runBin(["analyze", "--help"]);
    expect(result.code).toBe(0);
    for (const flag of [
      "--competitor",
      "--json",
      "--allow-private-networks",
      "--html",
      "--url",
      "--server",
      "--api-key",
    ])
      expect(result.stdout).toContain(flag);
  });

  it("prints the package version with --version", async () => {
    const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    const result = await runBin(["--version"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${version}\n`);
  });
});
