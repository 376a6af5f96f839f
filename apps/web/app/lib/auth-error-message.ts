/**
 * The message to show for a failed auth call. Better Auth's client returns the
 * error body spread into its error object; our server may send `{message}` or
 * wrap it as `{error:{code,message}}`. Either way the server's words win, and
 * the spec's fallback (e.g. 'Failed to sign in') is used when there are none.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== "object" || error === null) return fallback;
  const direct = (error as { message?: unknown }).message;
  if (typeof direct === "string" && direct.trim() !== "") return direct;
  const nested = (error as { error?: { message?: unknown } }).error?.message;
  if (typeof nested === "string" && nested.trim() !== "") return nested;
  return fallback;
}

/** The machine-readable code of a failed auth call, in either shape, or null. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null;
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === "string") return direct;
  const nested = (error as { error?: { code?: unknown } }).error?.code;
  return typeof nested === "string" ? nested : null;
}
