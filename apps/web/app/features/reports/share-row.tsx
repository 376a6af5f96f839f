import type { ReportShare } from "@ranklens/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { errorMessageOf } from "../../lib/api-error";
import { formatDate, formatDateTime } from "../../lib/format-date";
import { revokeReportShare } from "../../lib/reports-api";
import { opensSummary, type ShareState, shareStateOf } from "./report-summary";

const STATE: Record<ShareState, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  expired: { label: "Expired", tone: "neutral" },
  revoked: { label: "Revoked", tone: "danger" },
};

/**
 * One share link: who made it and when, until when it opens, when it was last opened and how
 * often; an active one can be revoked, after a second click that says what revoking does.
 */
export function ShareRow({
  reportId,
  share,
  onRevoked,
  canRevoke,
}: {
  reportId: string;
  share: ReportShare;
  onRevoked: () => void;
  /** Whether the caller's role may revoke links (not a viewer's). */
  canRevoke: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeReportShare(reportId, share.id),
    onSuccess: () => {
      setConfirming(false);
      onRevoked();
    },
  });
  const state = shareStateOf(share, new Date());
  const createdBy = share.createdBy ? share.createdBy.name || share.createdBy.email : "A former member";
  const facts: [string, string][] = [
    ["Created", formatDateTime(share.createdAt)],
    [state === "expired" ? "Expired" : "Expires", formatDate(share.expiresAt)],
    ["Last opened", share.lastOpenedAt ? formatDateTime(share.lastOpenedAt) : "Never"],
    ["Opened", opensSummary(share.opens)],
  ];

  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm break-words text-slate-900">
          <span className="text-slate-600">Created by</span> <span className="font-medium">{createdBy}</span>
        </p>
        <Badge tone={STATE[state].tone}>
          {STATE[state].label}
          {share.revokedAt ? ` ${formatDate(share.revokedAt)}` : ""}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {state !== "active" || !canRevoke ? null : confirming ? (
        <div className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3">
          <p className="text-sm text-red-900">
            Revoke this link? Whoever has it can no longer open the report. This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              size="sm"
              loading={revoke.isPending}
              loadingLabel="Revoking..."
              onClick={() => revoke.mutate()}
            >
              Revoke link
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setConfirming(false)}
              disabled={revoke.isPending}
            >
              Cancel
            </Button>
          </div>
          {revoke.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessageOf(revoke.error)}
            </p>
          ) : null}
        </div>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          Revoke
        </Button>
      )}
    </li>
  );
}
