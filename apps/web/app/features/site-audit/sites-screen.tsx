import type { Site } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { Radar } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "../../components/app/page-header";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { queryKeys } from "../../lib/query-keys";
import { listSites } from "../../lib/site-audits-api";
import { useCan } from "../../lib/use-can";
import { SiteAccessDialog } from "./site-access-dialog";
import { SiteDialog } from "./site-dialog";
import { SiteRow } from "./site-row";
import { useAuditPlan } from "./use-audit-plan";

/** Which dialog is open: a new site, a new crawl of a site, or none. */
type DialogState = { site: Site | null } | null;

/** /site-audit: the workspace's sites with their last crawl, or what a site audit is and a way to start one. */
export function SitesScreen() {
  const sites = useQuery({ queryKey: queryKeys.siteAudits.sites, queryFn: listSites });
  const manage = useCan("site.manage");
  const { plan, billingOff } = useAuditPlan();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [accessOf, setAccessOf] = useState<Site | null>(null);
  const items = sites.data?.items ?? [];

  const newSite = (
    <Button
      onClick={() => setDialog({ site: null })}
      disabled={!manage.allowed}
      title={manage.reason ?? undefined}
    >
      New site
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Site Audit"
        description="Crawl a whole site and find broken links, redirects, duplicates and other problems across its pages."
        actions={items.length > 0 ? newSite : undefined}
      />
      {manage.note ? <p className="mb-4 text-sm text-slate-600">{manage.note}</p> : null}
      {sites.isPending ? (
        <Spinner className="size-6" />
      ) : sites.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {sites.error.message}
        </p>
      ) : items.length === 0 ? (
        <Card className="text-center">
          <Radar className="mx-auto size-10 text-indigo-600" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">Audit a whole site</h2>
          <p className="mx-auto mt-2 max-w-prose text-sm text-slate-600">
            A site audit starts at one URL and follows the site's own links, politely and within the limits
            you set. It then checks every page it found for broken links, redirect chains, duplicate titles,
            missing canonicals and more, gives the site a health score, and compares each crawl with the one
            before.
          </p>
          <div className="mt-5 flex justify-center">{newSite}</div>
        </Card>
      ) : (
        <Card
          title="Sites"
          description={
            billingOff
              ? undefined
              : `${items.length} of ${plan.sites} ${plan.sites === 1 ? "site" : "sites"} on the ${plan.name} plan.`
          }
        >
          <ul className="divide-y divide-slate-200">
            {items.map((site) => (
              <SiteRow
                key={site.id}
                site={site}
                manage={manage}
                onNewCrawl={(s) => setDialog({ site: s })}
                onAccess={setAccessOf}
              />
            ))}
          </ul>
        </Card>
      )}
      {dialog ? (
        <SiteDialog
          key={dialog.site?.id ?? "new"}
          open
          onClose={() => setDialog(null)}
          site={dialog.site}
          plan={billingOff ? null : plan}
        />
      ) : null}
      {accessOf ? (
        <SiteAccessDialog key={accessOf.id} site={accessOf} onClose={() => setAccessOf(null)} />
      ) : null}
    </>
  );
}
