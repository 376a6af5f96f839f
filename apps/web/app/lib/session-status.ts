/** What the session guard knows about the visitor. */
export type SessionStatus = "pending" | "signed-in" | "signed-out" | "unavailable";

/** The parts of Better Auth's `useSession()` state the guard reads. */
export interface SessionQueryState {
  data: unknown;
  isPending: boolean;
  error: unknown;
}

/**
 * Reads Better Auth's session state. Only an answer that says so means
 * "signed out": get-session returning no session, or a 401. A 429, a 5xx or
 * a network failure says nothing about the session — the visitor stays where
 * they are and may retry, instead of being sent to /login (Better Auth keeps
 * the last known session when a later refetch fails, so that case reads as
 * signed in).
 */
export function sessionStatus({ data, isPending, error }: SessionQueryState): SessionStatus {
  if (data) return "signed-in";
  if (isPending) return "pending";
  if (error) return errorStatus(error) === 401 ? "signed-out" : "unavailable";
  return "signed-out";
}

function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" ? status : undefined;
}
