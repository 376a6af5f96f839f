import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dialLog,
  type LocalServer,
  rejectionOf,
  routeTo,
  startLocalServer,
  tableLookup,
} from "./gather-test-kit.js";
import { createGuardedAgent, type GuardedAgentOptions } from "./guarded-agent.js";

/**
 * The connector on its own, without the URL pre-check of gatherPage: it must
 * refuse non-public targets by itself (defence in depth), dial only checked
 * addresses, and keep the original Host header.
 */

let server: LocalServer;
const hosts: string[] = [];

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    hosts.push(request.headers.host ?? "");
    response.end("ok");
  });
});
afterAll(() => server.close());

function agentWith(overrides: Partial<GuardedAgentOptions>) {
  const log = dialLog();
  const agent = createGuardedAgent({
    allowPrivateNetworks: false,
    lookup: tableLookup({}).lookup,
    connectTimeoutMs: 300,
    headersTimeoutMs: 300,
    bodyIdleTimeoutMs: 300,
    onDial: log.onDial,
    routeDial: routeTo({}).routeDial,
    ...overrides,
  });
  const get = async (origin: string) => {
    const response = await agent.request({ origin, path: "/", method: "GET" });
    return response.body.text();
  };
  return { agent, get, log };
}

describe("createGuardedAgent", () => {
  it("refuses an IP literal that is not public, without dialling", async () => {
    const { agent, get, log } = agentWith({});
    const before = server.requests.length;
    const error = await rejectionOf(get(server.url()));
    expect(error.code).toBe("BLOCKED_ADDRESS");
    expect(error.details).toMatchObject({ address: "127.0.0.1" });
    expect(log.dials).toEqual([]);
    expect(server.requests.length).toBe(before);
    await agent.destroy();
  });

  it("refuses localhost by name and a name with any private answer, without dialling", async () => {
    const resolver = tableLookup({ "mixed.test": ["93.184.215.14", "10.1.2.3"] });
    const { agent, get, log } = agentWith({ lookup: resolver.lookup });
    expect((await rejectionOf(get("http://localhost:80"))).code).toBe("BLOCKED_ADDRESS");
    expect((await rejectionOf(get("http://mixed.test"))).code).toBe("BLOCKED_ADDRESS");
    expect(resolver.calls).toEqual(["mixed.test"]);
    expect(log.dials).toEqual([]);
    await agent.destroy();
  });

  it("dials exactly the checked address and keeps the original Host header", async () => {
    const resolver = tableLookup({ "site.test": ["93.184.215.14"] });
    const router = routeTo({ "93.184.215.14": server.port });
    const { agent, get, log } = agentWith({ lookup: resolver.lookup, routeDial: router.routeDial });
    expect(await get("http://site.test")).toBe("ok");
    expect(router.approved).toEqual(["93.184.215.14:80"]);
    expect(log.dials).toEqual([`127.0.0.1:${server.port}`]);
    expect(hosts.at(-1)).toBe("site.test");
    await agent.destroy();
  });

  it("falls back to the next checked address when one refuses the connection", async () => {
    const closed = await startLocalServer(() => {});
    const closedPort = closed.port;
    await closed.close();
    const resolver = tableLookup({ "two.test": ["93.184.215.14", "93.184.215.15"] });
    const router = routeTo({ "93.184.215.14": closedPort, "93.184.215.15": server.port });
    const { agent, get, log } = agentWith({ lookup: resolver.lookup, routeDial: router.routeDial });
    expect(await get("http://two.test")).toBe("ok");
    expect(log.dials).toEqual([`127.0.0.1:${closedPort}`, `127.0.0.1:${server.port}`]);
    await agent.destroy();
  });

  it("dials loopback when private networks are allowed", async () => {
    const { agent, get, log } = agentWith({ allowPrivateNetworks: true, routeDial: undefined });
    expect(await get(server.url())).toBe("ok");
    expect(log.dials).toEqual([`127.0.0.1:${server.port}`]);
    await agent.destroy();
  });
});
