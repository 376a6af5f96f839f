import type { Site } from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { formatDateTime } from "../../lib/format-date";
import { queryKeys } from "../../lib/query-keys";
import { getSiteOwnership, verifySiteOwnership } from "../../lib/site-audits-api";

/**
 * Ownership of a site, as search consoles verify it: a file at the root or a meta tag on the start
 * page. Verified, the site may be crawled faster than the server's default cap and may ignore
 * robots.txt; the server refuses both otherwise.
 */
export function SiteOwnershipSection({ site, canManage }: { site: Site; canManage: boolean }) {
  const queryClient = useQueryClient();
  const key = queryKeys.siteAudits.ownership(site.id);
  const ownership = useQuery({ queryKey: key, queryFn: () => getSiteOwnership(site.id) });
  const verify = useMutation({
    mutationFn: () => verifySiteOwnership(site.id),
    onSuccess: (next) => queryClient.setQueryData(key, next),
  });

  if (ownership.isPending) return <Spinner className="size-5 text-indigo-600" label="Loading ownership" />;
  if (ownership.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Ownership could not be loaded: {ownership.error.message}
      </p>
    );
  }
  const o = ownership.data;
  return (
    <section aria-labelledby={`ownership-${site.id}`} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`ownership-${site.id}`} className="font-medium text-slate-900">
          Ownership of {o.host}
        </h3>
        {o.verified ? (
          <Badge tone="success">
            <BadgeCheck className="mr-1 size-3.5" aria-hidden="true" />
            Verified {o.verifiedAt ? formatDateTime(o.verifiedAt) : ""} by{" "}
            {o.method === "file" ? "file" : "meta tag"}
          </Badge>
        ) : (
          <Badge tone="neutral">Not verified</Badge>
        )}
      </div>
      <p className="text-sm text-slate-600">
        {o.verified
          ? "Crawls of this site may ignore robots.txt and go faster than the server's cap. Keep the file or tag in place: a check that no longer finds it withdraws this."
          : `Verify that this site is yours to crawl it faster than ${o.unverifiedMaxRatePerSecond} requests per second or to ignore its robots.txt. Put either of these on the site, then verify:`}
      </p>
      {o.verified ? null : (
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>
            A file at <code className="break-all rounded bg-slate-100 px-1">{o.fileUrl}</code> containing{" "}
            <code className="break-all rounded bg-slate-100 px-1">{o.fileContent}</code>
          </li>
          <li>
            or, in the head of the start page,{" "}
            <code className="break-all rounded bg-slate-100 px-1">{o.metaTag}</code>
          </li>
        </ol>
      )}
      {o.lastFailure && !o.verified ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Not found on {formatDateTime(o.lastFailure.at)}: {o.lastFailure.message}
        </p>
      ) : null}
      {verify.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {verify.error.message}
        </p>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => verify.mutate()}
        loading={verify.isPending}
        loadingLabel="Checking the site..."
        disabled={!canManage}
      >
        {o.verified ? "Check again" : "Verify now"}
      </Button>
    </section>
  );
}
