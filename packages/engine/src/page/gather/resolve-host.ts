import type { LookupAddress } from "node:dns";
import { EngineError } from "../../errors.js";
import type { LookupFunction } from "./lookup.js";

/**
 * Resolves `hostname` to every address it has (A and AAAA), in the resolver's
 * order. Fails with DNS_FAILURE when the name does not resolve, resolves to
 * nothing, or the resolver does not answer within `timeoutMs`.
 */
export function resolveHost(
  hostname: string,
  lookup: LookupFunction,
  timeoutMs: number,
): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new EngineError(
          "DNS_FAILURE",
          `The DNS lookup for ${hostname} did not answer within ${timeoutMs} ms.`,
          {
            host: hostname,
          },
        ),
      );
    }, timeoutMs);
    const settle = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[] | undefined) => {
      clearTimeout(timer);
      if (error || !addresses || addresses.length === 0) {
        const reason =
          error?.code === "ENOTFOUND" ? "the name does not exist" : (error?.code ?? "no addresses");
        reject(
          new EngineError(
            "DNS_FAILURE",
            `Could not resolve ${hostname} (${reason}).`,
            { host: hostname },
            { cause: error },
          ),
        );
        return;
      }
      resolve(addresses);
    };
    try {
      lookup(hostname, { all: true, verbatim: true }, settle);
    } catch (error) {
      settle(error as NodeJS.ErrnoException, undefined);
    }
  });
}
