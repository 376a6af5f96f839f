/**
 * Test-only helpers for the gather tests: loopback HTTP servers, a table DNS
 * resolver and a dial router. Nothing here touches anything but 127.0.0.1.
 */
import type { LookupAddress } from "node:dns";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { DialTarget } from "./guarded-agent.js";
import type { LookupFunction } from "./lookup.js";

export interface LocalServer {
  port: number;
  /** `http://127.0.0.1:<port><path>` */
  url: (path?: string) => string;
  /** Paths requested so far, in order. */
  requests: string[];
  close: () => Promise<void>;
}

/** Starts a node:http server on 127.0.0.1 with a random port. */
export async function startLocalServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<LocalServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? "");
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = "/") => `http://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface TableLookup {
  lookup: LookupFunction;
  /** Host names asked for, in order. */
  calls: string[];
}

/**
 * A resolver answering from `table` (name → addresses, or a function giving
 * the answer for the n-th call to that name); other names are ENOTFOUND.
 */
export function tableLookup(table: Record<string, string[] | ((call: number) => string[])>): TableLookup {
  const calls: string[] = [];
  const lookup: LookupFunction = (hostname, _options, callback) => {
    calls.push(hostname);
    const entry = table[hostname];
    const answer =
      typeof entry === "function" ? entry(calls.filter((name) => name === hostname).length) : entry;
    queueMicrotask(() => {
      if (!answer) {
        const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
        error.code = "ENOTFOUND";
        callback(error, []);
        return;
      }
      const addresses: LookupAddress[] = answer.map((address) => ({
        address,
        family: address.includes(":") ? 6 : 4,
      }));
      callback(null, addresses);
    });
  };
  return { lookup, calls };
}

export interface DialLog {
  /** Pass as the `onDial` option: records every socket really opened. */
  onDial: (address: string, port: number) => void;
  dials: string[];
}

export function dialLog(): DialLog {
  const dials: string[] = [];
  return { dials, onDial: (address, port) => dials.push(`${address}:${port}`) };
}

/**
 * A `routeDial` that plays "public" stub addresses with loopback servers:
 * `{ "93.184.215.14": server.port }` sends sockets for that address to
 * 127.0.0.1:<port>. Any other address throws, so a test can never open a
 * socket to a real outside address, whatever the code under test does.
 */
export function routeTo(routes: Record<string, number>): {
  routeDial: (address: string, port: number) => DialTarget;
  approved: string[];
} {
  const approved: string[] = [];
  return {
    approved,
    routeDial: (address, port) => {
      approved.push(`${address}:${port}`);
      const localPort = routes[address];
      if (localPort === undefined) throw new Error(`test router: refusing to dial ${address}:${port}`);
      return { address: "127.0.0.1", port: localPort };
    },
  };
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejectionOf(
  promise: Promise<unknown>,
): Promise<Error & { code?: string; details?: object }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { code?: string; details?: object };
  }
  throw new Error("expected the promise to reject, but it resolved");
}
