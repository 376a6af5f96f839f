import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { runCli } from "../../../../packages/cli/src/run-cli";
import { type BinResult, runBin as runBinProcess } from "../../../../packages/cli/src/test-kit/run-bin";
import type { GuardedAgentOptions } from "../../../../packages/engine/src/page/gather/guarded-agent";
import { dialRouter } from "./dial-router";
import { type StubSite, startStubSite } from "./stub-site";

/**
 * The `ranklens analyze <url>` command has no injectable resolver, so its
 * policy is tested with inputs that need no DNS (IP literals in every
 * encoding, localhost names, schemes, credentials, ports): no DNS, no dial.
 * In-process runs go through the dial router (it records anything the policy
 * lets through and throws); the spawned real bin aims at a live loopback
 * listener, which must see no request, while the same URL with
 * --allow-private-networks reaches it (so "no request" means something).
 */

// mock-guarded-agent: the real SSRF connector, with the dial router as its test seam.
vi.mock("../../../../packages/engine/src/page/gather/guarded-agent", async (importOriginal) => {
  const original =
    await importOriginal<typeof import("../../../../packages/engine/src/page/gather/guarded-agent")>();
  const { dialRouter: router } = await import("./dial-router");
  return {
    ...original,
    createGuardedAgent: (options: GuardedAgentOptions) =>
      original.createGuardedAgent({ ...options, routeDial: router.routeDial }),
  };
});

type CliResult = BinResult;

/** The real bin, as a user runs it (without colour). */
const runBin = (args: string[]) => runBinProcess(args, { NO_COLOR: "1" });

async function runInProcess(args: string[]): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env: {},
    colour: false,
    exitCode: 0,
  });
  return { code, stdout, stderr };
}

function errorCode(result: CliResult): string {
  return (JSON.parse(result.stdout) as { error: { code: string } }).error.code;
}

let site: StubSite;
beforeAll(async () => {
  site = await startStubSite();
});
afterAll(async () => {
  await site.close();
});
beforeEach(() => {
  dialRouter.reset();
});

describe("ranklens analyze refuses non-public targets (in process)", () => {
  it.each([
    "http://127.0.0.1/",
    "http://2130706433/",
    "http://0x7f000001/",
    "http://0177.0.0.1/",
    "http://127.1/",
    "http://①②⑦.⓪.⓪.①/",
    "http://0.0.0.0/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::127.0.0.1]/",
    "http://10.0.0.1/",
    "http://172.16.0.1/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://0xa9fea9fe/",
    "http://[fd00:ec2::254]/",
    "http://[fe80::1]/",
    "http://[64:ff9b::7f00:1]/",
    "http://localhost/",
    "http://foo.localhost/",
    "http://93.184.215.14:6379/",
  ])("%s → exit 1, BLOCKED_ADDRESS, nothing dialled", async (url) => {
    const result = await runInProcess(["analyze", url, "--json"]);
    expect(result.code).toBe(1);
    expect(errorCode(result)).toBe("BLOCKED_ADDRESS");
    expect(dialRouter.approved).toEqual([]);
  });

  it.each([
    "file:///etc/passwd",
    "gopher://127.0.0.1:6379/_INFO",
    "ftp://example.com/",
    "data:text/html,x",
    "javascript:alert(1)",
    "http://user:pw@93.184.215.14/",
    "http://425.510.425.510/",
  ])("%s → exit 1, INVALID_URL, nothing dialled", async (url) => {
    const result = await runInProcess(["analyze", url, "--json"]);
    expect(result.code).toBe(1);
    expect(errorCode(result)).toBe("INVALID_URL");
    expect(dialRouter.approved).toEqual([]);
  });

  it("a competitor on a private address is reported as failed, never dialled", async () => {
    dialRouter.reset({ "93.184.215.14": site.port });
    const result = await runInProcess([
      "analyze",
      "http://93.184.215.14/",
      "--competitor",
      "http://169.254.169.254/",
      "--json",
    ]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { competitors: { error: { code: string } | null }[] };
    expect(report.competitors[0]?.error?.code).toBe("BLOCKED_ADDRESS");
    expect(new Set(dialRouter.approved)).toEqual(new Set(["93.184.215.14:80"]));
  });
});

describe("the real ranklens bin against a live loopback listener", () => {
  it("refuses every loopback form of the listener's address, and it sees no request", async () => {
    const before = site.requests.length;
    for (const host of ["127.0.0.1", "localhost", "[::ffff:7f00:1]", "2130706433", "0x7f.1"]) {
      const result = await runBin(["analyze", `http://${host}:${site.port}/`, "--json"]);
      expect(result.code, `${host}: ${result.stderr}`).toBe(1);
      expect(errorCode(result)).toBe("BLOCKED_ADDRESS");
    }
    expect(site.requests.length).toBe(before);
  }, 60_000);

  it("control: with --allow-private-networks the same listener is reached", async () => {
    const before = site.requests.length;
    const result = await runBin([
      "analyze",
      `http://127.0.0.1:${site.port}/`,
      "--allow-private-networks",
      "--json",
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(site.requests.length).toBeGreaterThan(before);
  }, 30_000);
});
