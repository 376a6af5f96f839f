/** A plain object read from JSON (not null, not an array), whose fields are yet to be checked. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
