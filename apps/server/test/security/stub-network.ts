import type { LookupAddress } from "node:dns";
import type { AnalyzeUrlOptions } from "@ranklens/engine";

type LookupFunction = NonNullable<AnalyzeUrlOptions["lookup"]>;

/** Answers for a name: fixed addresses, or a function of the n-th lookup of that name (DNS rebinding). */
export type StubAnswer = string[] | ((call: number) => string[]);

export interface StubNetwork {
  /** The resolver given to the server; names not in the table are ENOTFOUND. */
  lookup: LookupFunction;
  /** The dial hook given to the server: every socket it really opens, as `address:port`. */
  onDial: (address: string, port: number) => void;
  /** Host names looked up so far. */
  lookups: string[];
  /** Sockets opened so far, as `address:port`. */
  dials: string[];
  /** Sets the DNS table for the next requests and forgets earlier lookups and dials. */
  reset(table?: Record<string, StubAnswer>): void;
}

/**
 * A DNS table and a dial log for the server's page fetcher. Never asks real
 * DNS: the SSRF tests decide what every name resolves to.
 */
export function createStubNetwork(): StubNetwork {
  let table: Record<string, StubAnswer> = {};
  const lookups: string[] = [];
  const dials: string[] = [];
  const lookup: LookupFunction = (hostname, _options, callback) => {
    lookups.push(hostname);
    const entry = table[hostname.toLowerCase()];
    const answer = typeof entry === "function" ? entry(lookups.filter((n) => n === hostname).length) : entry;
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
  return {
    lookup,
    onDial: (address, port) => dials.push(`${address}:${port}`),
    lookups,
    dials,
    reset(next = {}) {
      table = next;
      lookups.length = 0;
      dials.length = 0;
    },
  };
}
