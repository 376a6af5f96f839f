import { REPORT_LIMITS } from "@ranklens/shared";

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `draft` added to `list`, or why not (a quick check; the server validates every address). */
export function addRecipient(
  list: readonly string[],
  draft: string,
): { list: string[]; problem: string | null } {
  const address = draft.trim();
  if (address === "") return { list: [...list], problem: null };
  if (!LOOKS_LIKE_EMAIL.test(address)) return { list: [...list], problem: "Enter a valid e-mail address" };
  if (list.some((existing) => existing.toLowerCase() === address.toLowerCase()))
    return { list: [...list], problem: `${address} is already a recipient` };
  if (list.length >= REPORT_LIMITS.recipients)
    return { list: [...list], problem: `At most ${REPORT_LIMITS.recipients} recipients` };
  return { list: [...list, address], problem: null };
}
