import { WORKSPACE_MESSAGES } from "@ranklens/shared";
import { UserX } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "../ui/button";

/**
 * Shown instead of the page when its link names a workspace the reader does not belong to (see
 * lib/workspace-from-link.ts): they may be signed in with another account than the one the link
 * was sent to, or may have left or been removed from that workspace.
 */
export function LinkWorkspaceNotMember({ email }: { email: string }) {
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
      <UserX className="mx-auto size-8 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-lg font-semibold text-slate-900">{WORKSPACE_MESSAGES.linkNotMember}</h1>
      <p className="mt-2 text-sm text-slate-600">
        You are signed in as <strong className="font-medium break-all text-slate-900">{email}</strong>. If the
        link was sent to another address, sign in with that account; otherwise ask an owner or admin of the
        workspace to invite you.
      </p>
      <Link to="/dashboard" className={buttonClassName("secondary", "md", "mt-5")}>
        Go to your dashboard
      </Link>
    </div>
  );
}
