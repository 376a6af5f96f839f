import { networkInterfaces } from "node:os";

/**
 * True inside `run-isolated.sh`'s network namespace: loopback is the only
 * interface, so any connect to a non-loopback address must fail.
 */
export function inLoopbackOnlyNamespace(): boolean {
  const names = Object.keys(networkInterfaces());
  return names.length > 0 && names.every((name) => name === "lo");
}
