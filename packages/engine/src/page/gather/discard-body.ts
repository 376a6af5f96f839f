import type { Readable } from "node:stream";

/**
 * Drops a response body without reading it. undici reports the abort as an
 * "error" event; the listener keeps that from becoming an uncaught exception.
 */
export function discardBody(body: Readable): void {
  body.on("error", () => {});
  body.destroy();
}
