/**
 * A runtime failure outside the engine (unreadable file, unreachable or
 * misbehaving server), with a stable code like the engine's and the API's.
 */
export class CliFailure extends Error {
  override readonly name = "CliFailure";
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
