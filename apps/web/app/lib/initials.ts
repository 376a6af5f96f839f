/**
 * The sidebar avatar's letters: the first two letters of the e-mail address,
 * upper-cased (spec §2). Counted by code point so an accented or non-Latin
 * first letter is not split in half; "?" when there is no address.
 */
export function initialsFromEmail(email: string | null | undefined): string {
  const trimmed = (email ?? "").trim();
  if (trimmed === "") return "?";
  return Array.from(trimmed).slice(0, 2).join("").toUpperCase();
}
