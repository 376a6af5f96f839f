import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@ranklens/shared";

/** The hint shown under every new-password field. */
export const PASSWORD_HINT = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;

/**
 * Checks a new password against the length rule before it is sent, so the user
 * learns what is wrong without a round trip. Returns the problem, or null.
 */
export function passwordProblem(password: string): string | null {
  // UTF-16 length on purpose: it is what the server measures, so both always agree.
  const length = password.length;
  if (length === 0) return "Password is required";
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}
