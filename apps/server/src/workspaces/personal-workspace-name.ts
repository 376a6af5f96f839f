import { WORKSPACE_NAME_MAX } from "@ranklens/shared";

/** "Ana's workspace": the name a new account's own workspace gets (renamable). */
export function personalWorkspaceName(name: string, email: string): string {
  const who = name.trim() || email.split("@")[0] || "My";
  return `${who}'s workspace`.slice(0, WORKSPACE_NAME_MAX);
}
