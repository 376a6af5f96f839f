import { maxHeaderSize } from "node:http";
import { EngineError, isEngineError } from "../../errors.js";
import type { Deadline } from "./deadline.js";

/** undici's header limit is Node's (`--max-http-header-size`, 16 KiB by default). */
const MAX_HEADER_KIB = Math.round(maxHeaderSize / 1024);

const CONNECT_FAILURES: Record<string, string> = {
  ECONNREFUSED: "the connection was refused",
  ECONNRESET: "the connection was reset",
  EPIPE: "the connection was closed",
  ENETUNREACH: "the network is unreachable",
  EHOSTUNREACH: "the host is unreachable",
  EHOSTDOWN: "the host is down",
  EADDRNOTAVAIL: "the address is not available",
  ETIMEDOUT: "the connection timed out",
  UND_ERR_SOCKET: "the server closed the connection",
  UND_ERR_CLOSED: "the connection was closed",
};

export interface NetworkErrorContext {
  url: string;
  deadline: Deadline;
  connectTimeoutMs: number;
  headersTimeoutMs: number;
}

/**
 * Turns whatever undici, node:net, node:tls or node:zlib threw into an
 * EngineError with a code and a plain-English message. EngineErrors (from the
 * guard, the deadline or the body reader) pass through unchanged.
 */
export function toEngineError(error: unknown, context: NetworkErrorContext): EngineError {
  if (context.deadline.expired()) {
    const reason = context.deadline.signal.reason;
    if (isEngineError(reason)) return reason;
  }
  if (isEngineError(error)) return error;
  const { url } = context;
  const code = String((error as NodeJS.ErrnoException | undefined)?.code ?? "");
  const options = { cause: error };
  const host = hostOf(url);
  if (code === "UND_ERR_CONNECT_TIMEOUT") {
    return new EngineError(
      "TIMEOUT",
      `Connecting to ${host} took longer than ${context.connectTimeoutMs} ms.`,
      { url, limit: context.connectTimeoutMs },
      options,
    );
  }
  if (code === "UND_ERR_HEADERS_TIMEOUT") {
    return new EngineError(
      "TIMEOUT",
      `${host} sent no response headers within ${context.headersTimeoutMs} ms.`,
      { url, limit: context.headersTimeoutMs },
      options,
    );
  }
  if (code === "UND_ERR_BODY_TIMEOUT") {
    return new EngineError(
      "TIMEOUT",
      `${host} stopped sending the page for more than ${context.headersTimeoutMs} ms.`,
      { url, limit: context.headersTimeoutMs },
      options,
    );
  }
  const connectFailure = CONNECT_FAILURES[code];
  if (connectFailure) {
    return new EngineError("CONNECT_FAILED", `Could not fetch ${url}: ${connectFailure}.`, { url }, options);
  }
  if (isTlsCode(code)) {
    return new EngineError(
      "CONNECT_FAILED",
      `The secure connection to ${host} failed (${code}).`,
      { url },
      options,
    );
  }
  if (code.startsWith("Z_") || code.startsWith("ERR_BROTLI") || code.startsWith("ERR__ERROR_FORMAT")) {
    return new EngineError(
      "HTTP_ERROR",
      `The compressed response from ${host} is corrupt.`,
      { url },
      options,
    );
  }
  if (code === "UND_ERR_HEADERS_OVERFLOW" || code === "HPE_HEADER_OVERFLOW") {
    return new EngineError(
      "HTTP_ERROR",
      `${host} sent response headers larger than ${MAX_HEADER_KIB} KB, the most a client accepts (browsers and crawlers refuse such a response too).`,
      { url, limit: maxHeaderSize },
      options,
    );
  }
  if (
    code.startsWith("HPE_") ||
    code === "UND_ERR_INFO" ||
    (error as Error | undefined)?.name === "HTTPParserError"
  ) {
    return new EngineError(
      "HTTP_ERROR",
      `${host} sent an invalid HTTP response${parserReason(error)}.`,
      { url },
      options,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new EngineError("CONNECT_FAILED", `Could not fetch ${url}: ${message}`, { url }, options);
}

/**
 * llhttp's reason, which says what was wrong: undici words it "Response does not match the HTTP/1.1
 * protocol (Invalid header token)"; the part in brackets, lower-cased, or nothing.
 */
function parserReason(error: unknown): string {
  const message = error instanceof Error ? error.message : "";
  const reason = /\(([^()]+)\)\s*$/.exec(message)?.[1];
  return reason ? ` (${reason.charAt(0).toLowerCase()}${reason.slice(1)})` : "";
}

function isTlsCode(code: string): boolean {
  return (
    code.startsWith("ERR_TLS") ||
    code.startsWith("ERR_SSL") ||
    code.startsWith("CERT_") ||
    code.includes("CERT") ||
    code.startsWith("UNABLE_TO_")
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
