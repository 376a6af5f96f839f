import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PageHeader } from "../../components/app/page-header";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { listAnalyses } from "../../lib/analyses-api";
import { PRODUCT_NAME } from "../../lib/product";
import { listProjects, projectsKeys } from "../../lib/projects-api";
import { queryKeys } from "../../lib/query-keys";
import { listLatestCrawls, listSites } from "../../lib/site-audits-api";
import { useSystemInfo } from "../../lib/system-api";
import { fetchUsage } from "../../lib/usage-api";
import { useCan } from "../../lib/use-can";
import { useActiveWorkspace } from "../../lib/use-workspaces";
import { ProjectsAtAGlance } from "../projects/projects-at-a-glance";
import { showStartSteps, startSteps } from "./getting-started";
import { GettingStartedCard } from "./getting-started-card";
import { LatestCrawlsCard } from "./latest-crawls-card";
import { planUsageRows } from "./plan-usage";
import { PlanUsageCard } from "./plan-usage-card";
import { RankMoversCard } from "./rank-movers-card";

/** Sites whose newest crawl the dashboard lists. */
const LATEST_CRAWLS = 5;

/**
 * The dashboard (spec §2's welcome and buttons): a new workspace gets the path (analyse a page,
 * audit the site, watch it); a returning one what changed (each site's latest crawl with its
 * health, the week's ranking movers, monitoring projects with their open critical changes) and its
 * usage against the plan.
 * Every block loads, fails and retries on its own: the dashboard never becomes an error page.
 */
export function DashboardScreen() {
  const { workspace } = useActiveWorkspace();
  const system = useSystemInfo();
  const billing = useCan("billing.manage");
  const analyses = useQuery({
    queryKey: queryKeys.analyses.count,
    queryFn: () => listAnalyses({ limit: 1, offset: 0 }),
  });
  const latest = useQuery({
    queryKey: queryKeys.siteAudits.latest,
    queryFn: () => listLatestCrawls(LATEST_CRAWLS),
  });
  const sites = useQuery({ queryKey: queryKeys.siteAudits.sites, queryFn: listSites });
  const projects = useQuery({ queryKey: projectsKeys.list, queryFn: listProjects });
  const usage = useQuery({ queryKey: queryKeys.usage, queryFn: fetchUsage });

  const steps = startSteps({
    analyses: analyses.data?.total ?? null,
    crawledSites: latest.data?.total ?? null,
    projects: projects.data?.total ?? null,
  });
  const crawls = latest.data?.items ?? [];
  const projectItems = projects.data?.items ?? [];
  const showCrawls = latest.isPending || latest.isError || crawls.length > 0;
  const showProjects = projects.isPending || projects.isError || projectItems.length > 0;
  const billingEnabled = system.data ? system.data.billing.enabled : (usage.data?.billingEnabled ?? null);
  const rows = planUsageRows({
    plan: workspace?.plan ?? "basic",
    billingEnabled: billingEnabled ?? true,
    usage: usage.data ?? null,
    sites: sites.data?.total ?? null,
    projects: projects.data?.total ?? null,
    members: workspace?.memberCount ?? null,
    seats: workspace ? workspace.seats : null,
  });

  return (
    <>
      <PageHeader
        title={`Welcome to ${PRODUCT_NAME}`}
        description="Analyze websites, write and optimize content, and keep it all in one place."
        actions={
          <>
            <Link to="/content" className={buttonClassName("primary")}>
              Manage Content
            </Link>
            <Link to="/analyzer" className={buttonClassName("secondary")}>
              Analyze SEO
            </Link>
          </>
        }
      />
      {showStartSteps(steps) ? <GettingStartedCard steps={steps} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {showCrawls ? (
            <LatestCrawlsCard
              state={{
                items: crawls,
                total: latest.data?.total ?? 0,
                pending: latest.isPending,
                error: latest.error,
                retry: () => void latest.refetch(),
                retrying: latest.isFetching,
              }}
            />
          ) : null}
          {projects.isPending ? (
            <Card title="Monitoring">
              <LoadingBlock label="Loading your projects" />
            </Card>
          ) : projects.isError ? (
            <Card title="Monitoring">
              <LoadError
                message={projects.error.message}
                onRetry={() => void projects.refetch()}
                retrying={projects.isFetching}
              />
            </Card>
          ) : projectItems.length > 0 ? (
            <>
              <RankMoversCard />
              <ProjectsAtAGlance projects={projectItems} />
            </>
          ) : null}
          {!showCrawls && !showProjects ? (
            <Card title="What changed">
              <p className="text-sm text-slate-600">
                Once you audit a site or watch one, this is where you see each site's latest crawl with its
                health score, and your monitoring projects with their open critical changes.
              </p>
            </Card>
          ) : null}
        </div>
        <aside className="min-w-0" aria-label="Usage">
          <PlanUsageCard
            plan={workspace?.plan ?? "basic"}
            billingEnabled={billingEnabled}
            rows={rows}
            resetsOn={usage.data ? usage.data.resetsAt.slice(0, 10) : null}
            canUpgrade={billing.allowed}
            error={usage.error ?? sites.error}
            retry={() => {
              void usage.refetch();
              void sites.refetch();
            }}
          />
        </aside>
      </div>
    </>
  );
}
