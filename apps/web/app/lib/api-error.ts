/**
 * An API failure with the server's stable `code`, a message fit to show a person,
 * and the HTTP status (0 when the request never reached the server).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** The server's structured extras, e.g. `{ field: "startUrl" }` for a refused field or a quota's `upgradeUrl`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** What a failed request shows a person: the server's words when it answered, else a plain retry note. */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : "Something went wrong. Please try again.";
}
