import type { LookupAddress } from "node:dns";

/**
 * A DNS resolver with the shape of `dns.lookup(hostname, { all: true }, callback)`.
 * Injectable so that tests can answer from a table and never ask real DNS.
 */
export type LookupFunction = (
  hostname: string,
  options: { all: true; verbatim?: boolean },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;
