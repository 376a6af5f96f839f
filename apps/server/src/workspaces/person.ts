import type { Person } from "@ranklens/shared";

/**
 * A person beside their work (author, editor, inviter, actor), from a left join
 * on `user`: null when the reference is empty or the account is gone.
 */
export function toPerson(id: string | null | undefined, name: string | null | undefined): Person | null {
  return id && name != null ? { id, name } : null;
}
