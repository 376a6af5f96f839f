/**
 * Whether an error means the database cannot be reached right now (a restart,
 * a network cut, a full pool) rather than a bug: such requests get 503 with
 * Retry-After instead of 500, so clients and load balancers retry later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e?.code === "string" ? e.code : "";
  // PostgreSQL: class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now).
  if (/^08/.test(code) || /^57P0[123]$/.test(code)) return true;
  if (["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "SQLITE_BUSY"].includes(code)) return true;
  const message = typeof e?.message === "string" ? e.message : "";
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    message,
  );
}
