import { isPredictablePassword, MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@ranklens/shared";

/** The hint shown under every new-password field. */
export const PASSWORD_HINT = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. Common passwords are not accepted.`;

/**
 * Checks a new password against the length rule and the shared "repeated or
 * sequential" rule before it is sent, so the user learns what is wrong without
 * a round trip. Returns the problem, or null. The server also refuses its list
 * of common breached passwords (too large to ship here); its message is shown
 * as it comes.
 */
export function passwordProblem(password: string): string | null {
  // UTF-16 length on purpose: it is what the server measures, so both always agree.
  const length = password.length;
  if (length === 0) return "Password is required";
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (isPredictablePassword(password)) return MESSAGES.passwordTooCommon;
  return null;
}
