import { type InvitationPreview, ROLE_DESCRIPTIONS, ROLE_LABELS } from "@ranklens/shared";
import { formatDate } from "../../lib/format-date";

/** What the invitation offers: the workspace, the role and what it may do, who sent it, until when. */
export function InvitationSummary({ preview }: { preview: InvitationPreview }) {
  return (
    <div className="space-y-3 text-center">
      <p className="text-lg text-slate-800">
        You&apos;re invited to{" "}
        <strong className="font-semibold text-slate-900">{preview.workspaceName}</strong> as{" "}
        <strong className="font-semibold text-slate-900">{ROLE_LABELS[preview.role].toLowerCase()}</strong>.
      </p>
      <p className="text-sm text-slate-600">
        {ROLE_LABELS[preview.role]}s: {ROLE_DESCRIPTIONS[preview.role].toLowerCase()}.
      </p>
      <dl className="mx-auto grid max-w-xs grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-sm">
        <dt className="text-slate-600">Invited by</dt>
        <dd className="text-slate-900">{preview.invitedBy ? preview.invitedBy.name : "a former member"}</dd>
        <dt className="text-slate-600">For</dt>
        <dd className="break-all text-slate-900">{preview.email}</dd>
        <dt className="text-slate-600">Expires</dt>
        <dd className="text-slate-900">{formatDate(preview.expiresAt)}</dd>
      </dl>
    </div>
  );
}
