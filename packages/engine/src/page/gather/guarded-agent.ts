import { isIP } from "node:net";
import { Agent, buildConnector } from "undici";
import { EngineError } from "../../errors.js";
import { isPublicAddress } from "./address-policy.js";
import { bareHost, isLocalHostName } from "./host-name.js";
import type { LookupFunction } from "./lookup.js";
import { resolveHost } from "./resolve-host.js";

/** Where a socket is really opened; see `GuardedAgentOptions.routeDial`. */
export interface DialTarget {
  address: string;
  port: number;
}

export interface GuardedAgentOptions {
  allowPrivateNetworks: boolean;
  lookup: LookupFunction;
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  /** Longest silence allowed between two body chunks. */
  bodyIdleTimeoutMs: number;
  /** Called with every address and port a socket is actually opened to. */
  onDial?: (address: string, port: number) => void;
  /**
   * Test seam, never exposed by the public API: maps an address that passed
   * the policy to the socket address really dialled, so that tests can play a
   * "public" host with a loopback server without sending traffic anywhere.
   */
  routeDial?: (address: string, port: number) => DialTarget;
  /** Sockets kept per origin; 4 when absent (a page fetch never has more in flight). */
  connections?: number;
}

/**
 * An undici Agent whose connector is the SSRF guard. For every new connection
 * it resolves the host once, refuses it when ANY answer is not public (unless
 * private networks are allowed), then opens the socket to exactly the address
 * it checked, so a second, rebound DNS answer can never be used. IP literals
 * are checked too (Node skips `lookup` for them). TLS still verifies the
 * original host name, and the Host header is untouched.
 */
export function createGuardedAgent(options: GuardedAgentOptions): Agent {
  const openSocket = buildConnector({ timeout: options.connectTimeoutMs });
  const connect: buildConnector.connector = (connectOptions, callback) => {
    const host = bareHost(connectOptions.hostname);
    const port = Number(connectOptions.port) || (connectOptions.protocol === "https:" ? 443 : 80);
    checkedAddresses(host, options).then(
      (addresses) => dialInTurn(addresses, 0, port, connectOptions, openSocket, options, callback),
      (error: Error) => callback(error, null),
    );
  };
  return new Agent({
    connect,
    headersTimeout: options.headersTimeoutMs,
    bodyTimeout: options.bodyIdleTimeoutMs,
    // Redirect hops and robots.txt reuse a checked connection where they can; there is never much in flight.
    connections: options.connections ?? 4,
  });
}

async function checkedAddresses(host: string, options: GuardedAgentOptions): Promise<string[]> {
  if (isIP(host) !== 0) {
    assertAllowed(host, host, options);
    return [host];
  }
  if (!options.allowPrivateNetworks && isLocalHostName(host)) {
    throw new EngineError("BLOCKED_ADDRESS", `${host} names this machine, so it is not fetched.`, { host });
  }
  const answers = await resolveHost(host, options.lookup, options.connectTimeoutMs);
  const addresses = answers.map((answer) => answer.address);
  // Refuse the whole name when any answer is private: with several answers the
  // client could otherwise fall back to the private one.
  for (const address of addresses) assertAllowed(address, host, options);
  return addresses;
}

function assertAllowed(address: string, host: string, options: GuardedAgentOptions): void {
  if (isIP(address) === 0) {
    throw new EngineError("DNS_FAILURE", `The DNS answer for ${host} is not an IP address.`, { host });
  }
  if (!options.allowPrivateNetworks && !isPublicAddress(address)) {
    const what = address === host ? `${host} is` : `${host} resolves to`;
    throw new EngineError("BLOCKED_ADDRESS", `${what} a non-public address, so it is not fetched.`, {
      host,
      address,
    });
  }
}

/** Tries the checked addresses in the resolver's order, as happy eyeballs would, and never any other. */
function dialInTurn(
  addresses: string[],
  index: number,
  port: number,
  connectOptions: buildConnector.Options,
  openSocket: buildConnector.connector,
  options: GuardedAgentOptions,
  callback: buildConnector.Callback,
): void {
  const address = addresses[index]!;
  let target: DialTarget;
  try {
    target = options.routeDial ? options.routeDial(address, port) : { address, port };
  } catch (error) {
    callback(error as Error, null);
    return;
  }
  options.onDial?.(target.address, target.port);
  openSocket({ ...connectOptions, hostname: target.address, port: String(target.port) }, (...result) => {
    const [error] = result;
    if (error && index + 1 < addresses.length && isRetryableConnectError(error)) {
      dialInTurn(addresses, index + 1, port, connectOptions, openSocket, options, callback);
      return;
    }
    callback(...result);
  });
}

function isRetryableConnectError(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return (
    code === "ECONNREFUSED" || code === "ENETUNREACH" || code === "EHOSTUNREACH" || code === "EADDRNOTAVAIL"
  );
}
