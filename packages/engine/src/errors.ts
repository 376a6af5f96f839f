/**
 * Errors that end an analysis as a whole (the page could not be fetched or has
 * nothing to analyse). A failing *check* never throws out of the runner: it
 * becomes a check result with status "error" instead.
 */

export const ENGINE_ERROR_CODES = [
  "INVALID_URL",
  "BLOCKED_ADDRESS",
  "DNS_FAILURE",
  "CONNECT_FAILED",
  "TIMEOUT",
  "TOO_LARGE",
  "NOT_HTML",
  "HTTP_ERROR",
  "TOO_MANY_REDIRECTS",
  "NO_CONTENT",
] as const;

export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

/**
 * The failure code of a page that answered but whose analysis failed (an engine error, a page that
 * filled an analysis thread's heap): a crawl records it with the answer's status and size, a
 * monitoring run as the answer alone. Not an EngineError's code: nothing about the page was wrong
 * that its answer could say.
 */
export const ANALYSIS_FAILED = "ANALYSIS_FAILED";

/** Extra facts about a failure, shown to users where they help (never secrets). */
export interface EngineErrorDetails {
  url?: string;
  /** Host name involved (DNS failures, refused names). */
  host?: string;
  status?: number;
  address?: string;
  contentType?: string;
  limit?: number;
}

export class EngineError extends Error {
  override readonly name = "EngineError";
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly details: EngineErrorDetails = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  toJSON(): { code: EngineErrorCode; message: string; details: EngineErrorDetails } {
    return { code: this.code, message: this.message, details: this.details };
  }
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}
