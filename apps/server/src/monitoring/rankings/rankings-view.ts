import type { Rankings, SearchProvider } from "@ranklens/shared";
import type { AppDeps } from "../../app-env";
import {
  CHECKS_PER_MONTH,
  openRankSource,
  rankCheckCost,
  rankProvidersOf,
  searchConsolePropertyOfProject,
  searchConsoleQueryTotals,
} from "../../search-data";
import { findProject } from "../projects/find-project";
import { monitoringAllowance } from "../runs/plan-in-force";
import { rankedKeywords } from "./get-rankings";

/** Search Console's window beside a position: its usual 28 days. */
const SEARCH_CONSOLE_DAYS = 28;

/**
 * The project's rankings screen: its provider and the ones it could use, the month's cost at each
 * of them on the schedule the plan allows (before one is picked, and whenever keywords are added), every
 * tracked keyword's history and the movers, with Search Console's clicks and impressions beside
 * each position when a property is linked.
 */
export async function rankingsView(
  deps: Pick<AppDeps, "db" | "secrets" | "env" | "now" | "billingEnabled">,
  workspaceId: string,
  projectId: string,
  days: number,
): Promise<Rankings> {
  const { db } = deps;
  const project = await findProject(db, workspaceId, projectId);
  const provider = project.rank_provider as SearchProvider | null;
  const link = await searchConsolePropertyOfProject(db, projectId);
  const { keywords, movers, since } = await rankedKeywords(db, projectId, {
    days,
    now: deps.now(),
    searchConsoleOf: link
      ? async (queries) => {
          const totals = await searchConsoleQueryTotals(
            db,
            workspaceId,
            link.property,
            queries,
            SEARCH_CONSOLE_DAYS,
          );
          return new Map(
            [...totals].map(([query, t]) => [
              query,
              {
                clicks: t.clicks,
                impressions: t.impressions,
                ctr: t.ctr ?? 0,
                position: t.position,
                through: t.newestDate,
                days: SEARCH_CONSOLE_DAYS,
              },
            ]),
          );
        }
      : undefined,
  });
  const available = await rankProvidersOf(db, workspaceId);
  // The schedule the plan allows today is the project's, whichever provider checks it.
  const allowance = await monitoringAllowance(db, projectId, deps.billingEnabled);
  const schedule = allowance?.pageSchedule ?? "off";
  const estimates = [];
  if (schedule !== "off")
    for (const candidate of available) {
      const estimate = await estimateOf(deps, workspaceId, candidate, keywords.length, schedule);
      if (estimate) estimates.push(estimate);
    }
  return {
    provider,
    available,
    estimates,
    keywords,
    movers,
    since,
  };
}

/** The month's cost of checking `queries` at `provider` on `schedule`; null when its credentials cannot be opened. */
async function estimateOf(
  deps: Pick<AppDeps, "db" | "secrets" | "env">,
  workspaceId: string,
  provider: SearchProvider,
  queries: number,
  schedule: keyof typeof CHECKS_PER_MONTH,
) {
  const source = await openRankSource(deps, workspaceId, provider).catch(() => null);
  if (!source) return null;
  const queued = source.queue !== undefined && source.pricePerQuery.queued !== null;
  const pricePerQuery = queued ? source.pricePerQuery.queued! : source.pricePerQuery.live;
  const checksPerMonth = CHECKS_PER_MONTH[schedule];
  const cost = rankCheckCost({ keywords: queries, devices: 1, checksPerMonth, pricePerQuery });
  return {
    provider,
    queries,
    checksPerMonth,
    pricePerQuery,
    perCheck: cost.perCheck,
    perMonth: cost.perMonth,
    queued,
  };
}
