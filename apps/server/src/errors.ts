import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * One error type for everything the API refuses or fails to do. The code is
 * stable (programs switch on it); the message is for people and uses the
 * spec's words where the spec has them.
 */
export const APP_ERROR_STATUS = {
  INVALID_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  ALREADY_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  /** The built-in writer found nothing it can honestly change (the message says why). */
  NOTHING_TO_CHANGE: 422,
  QUOTA_EXCEEDED: 429,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_CONFIGURED: 501,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
  // Why an analysed page could not be analysed (the engine's codes).
  INVALID_URL: 400,
  BLOCKED_ADDRESS: 422,
  DNS_FAILURE: 502,
  CONNECT_FAILED: 502,
  TIMEOUT: 504,
  TOO_LARGE: 422,
  NOT_HTML: 422,
  HTTP_ERROR: 502,
  TOO_MANY_REDIRECTS: 502,
  NO_CONTENT: 422,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export class AppError extends Error {
  override readonly name = "AppError";
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly options: {
      /** Safe, structured extras for the client (e.g. a quota's reset date). */
      details?: Record<string, unknown>;
      cause?: unknown;
      /** Expected errors (bad input, missing rows) are not logged as failures. */
      expected?: boolean;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = APP_ERROR_STATUS[code];
  }

  /**
   * Whether the client's request, not a fault of ours, caused it: 4xx, and 501 (the server is
   * set up without what was asked for, e.g. payments or an AI provider). Logged below warn.
   */
  get expected(): boolean {
    return this.options.expected ?? (this.status < 500 || this.code === "NOT_CONFIGURED");
  }

  toBody(): { error: { code: string; message: string; details?: Record<string, unknown> } } {
    const body: { code: string; message: string; details?: Record<string, unknown> } = {
      code: this.code,
      message: this.message,
    };
    if (this.options.details) body.details = this.options.details;
    return { error: body };
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const unauthorized = (message = "You must be signed in to do this") =>
  new AppError("UNAUTHORIZED", message);
