/**
 * A pattern a user wrote that cannot be used, with a message in plain words that names it. Routes
 * answer it as a 400 on the field that held the pattern; a crawl that meets one (a pattern stored
 * before a rule tightened) fails with the message as its reason.
 */
export class PatternError extends Error {
  override readonly name = "PatternError";
  constructor(
    readonly pattern: string,
    message: string,
  ) {
    super(message);
  }
}

export function isPatternError(error: unknown): error is PatternError {
  return error instanceof PatternError;
}
