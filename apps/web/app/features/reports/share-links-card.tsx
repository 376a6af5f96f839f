import { type CreatedReportShare, REPORT_LIMITS } from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { errorMessageOf } from "../../lib/api-error";
import type { Permission } from "../../lib/permission";
import { createReportShare, listReportShares, reportsKeys } from "../../lib/reports-api";
import { ShareCreatedBox } from "./share-created-box";
import { ShareRow } from "./share-row";

/**
 * Read-only links to the report for people without an account: made with an expiry, shown once,
 * listed with who made them and when they were last opened, revocable.
 */
export function ShareLinksCard({ reportId, manage }: { reportId: string; manage: Permission }) {
  const queryClient = useQueryClient();
  const shares = useQuery({
    queryKey: reportsKeys.shares(reportId),
    queryFn: () => listReportShares(reportId),
  });
  const [created, setCreated] = useState<CreatedReportShare | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: reportsKeys.shares(reportId) });

  let list: ReactNode;
  if (shares.isPending) list = <LoadingBlock label="Loading share links" />;
  else if (shares.isError)
    list = (
      <LoadError
        message={shares.error.message}
        onRetry={() => void shares.refetch()}
        retrying={shares.isRefetching}
      />
    );
  else if (shares.data.items.length === 0)
    list = <p className="text-sm text-slate-600">No share links yet.</p>;
  else
    list = (
      <ul aria-label="Share links" className="divide-y divide-slate-200">
        {shares.data.items.map((share) => (
          <ShareRow
            key={share.id}
            reportId={reportId}
            share={share}
            onRevoked={refresh}
            canRevoke={manage.allowed}
          />
        ))}
      </ul>
    );

  return (
    <Card
      title="Share links"
      description="A read-only link opens the report in a browser without an account, until it expires or you revoke it."
    >
      <div className="space-y-5">
        {!manage.allowed ? null : created ? (
          <ShareCreatedBox share={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateShareForm
            reportId={reportId}
            onCreated={(share) => {
              setCreated(share);
              refresh();
            }}
          />
        )}
        {list}
      </div>
    </Card>
  );
}

function CreateShareForm({
  reportId,
  onCreated,
}: {
  reportId: string;
  onCreated: (share: CreatedReportShare) => void;
}) {
  const [days, setDays] = useState(String(REPORT_LIMITS.shareDays.default));
  const create = useMutation({
    mutationFn: () => createReportShare(reportId, { expiresInDays: Number(days) }),
    onSuccess: onCreated,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="New share link"
      className="flex flex-wrap items-start gap-3"
    >
      <Input
        type="number"
        label="Link lasts (days)"
        name="expiresInDays"
        inputMode="numeric"
        min={1}
        max={REPORT_LIMITS.shareDays.max}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        error={create.isError ? errorMessageOf(create.error) : null}
        hint={`1 to ${REPORT_LIMITS.shareDays.max} days.`}
        fieldClassName="w-32"
      />
      {/* Level with the box: below the label's line (1.25rem) and the field's gap (0.375rem). */}
      <Button type="submit" className="mt-[1.625rem]" loading={create.isPending} loadingLabel="Creating...">
        Create share link
      </Button>
    </form>
  );
}
