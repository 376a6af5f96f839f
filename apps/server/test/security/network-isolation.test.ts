import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { inLoopbackOnlyNamespace } from "./isolated-network";

/**
 * Defence in depth for the SSRF suite: run-isolated.sh runs it in a network
 * namespace with loopback only (research/security.md §1.6). There, a stray
 * connect to any non-loopback address must fail instead of leaving the
 * machine. Outside the namespace nothing here dials anything.
 */

function connectError(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve("timeout");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
}

const isolated = inLoopbackOnlyNamespace();
const expectIsolated = process.env.RANKLENS_EXPECT_ISOLATED === "1";

describe("network isolation of the security suite", () => {
  it.runIf(expectIsolated)(
    "run-isolated.sh really runs the suite with loopback as the only interface",
    () => {
      expect(isolated).toBe(true);
    },
  );

  it.runIf(isolated).each([
    ["192.0.2.1", 80],
    ["169.254.169.254", 80],
    ["10.0.0.1", 6379],
    ["2001:db8::1", 443],
  ] as const)("a connect to %s:%i fails with the network unreachable", async (host, port) => {
    expect(await connectError(host, port)).toBe("ENETUNREACH");
  });
});
