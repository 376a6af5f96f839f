import { readFileSync } from "node:fs";
import { isPredictablePassword } from "@ranklens/shared";

const LIST_FILE = new URL("./password-list/common-passwords.txt", import.meta.url);

let common: Set<string> | undefined;

/** The shipped list (password-list/README.md says where it comes from), read once on first use (~140 KB). */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(LIST_FILE, "utf8")
      .split("\n")
      .filter((line) => line !== ""),
  );
  return common;
}

/**
 * Whether a new password is one attackers try first: on the list of the most
 * common breached passwords (compared case-insensitively), or long only by
 * repetition or a sequence (the shared rule the web app shows as a hint too).
 */
export function isCommonPassword(password: string): boolean {
  return isPredictablePassword(password) || commonPasswords().has(password.toLowerCase());
}
