/** What a failed attempt stored as its error: the stack when there is one (both queues keep it as text). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * A failure that another attempt cannot cure (a payload its kind's schema refuses): the queue keeps
 * the job as a dead letter at once instead of retrying it.
 */
export class PermanentJobFailure extends Error {
  override readonly name = "PermanentJobFailure";
}

export function isPermanentJobFailure(error: unknown): error is PermanentJobFailure {
  return error instanceof PermanentJobFailure;
}
