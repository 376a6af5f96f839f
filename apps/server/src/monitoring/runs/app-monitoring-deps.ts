import { detectChanges, observePage } from "@ranklens/engine";
import type { AppDeps } from "../../app-env";
import { crawlUserAgent } from "../../site-audit";
import {
  MONITORING_CONCURRENCY,
  MONITORING_PER_HOST,
  type MonitoringDeps,
  type NotifyChanges,
} from "./monitoring-deps";
import { OBSERVATION } from "./observation-task";

/**
 * A monitoring run's deps from the app's: the engine's observation (its analysis on the process's
 * analysis threads) and detection, the fetch
 * policy from env (tests may only swap the resolver and watch the dials, as for crawls), the bot's
 * user agent, and whoever tells people about the changes.
 */
export function appMonitoringDeps(deps: AppDeps, notify: NotifyChanges): MonitoringDeps {
  const userAgent = crawlUserAgent({ userAgent: null }, deps.env.publicUrl);
  const policy = deps.fetchPolicy;
  return {
    db: deps.db,
    now: deps.now,
    logger: deps.logger,
    observe: (url, run) =>
      observePage(url, {
        ...policy,
        userAgent,
        now: deps.now,
        ...run,
        analyse: (page) => deps.analysis.run(OBSERVATION, page),
      }),
    detect: detectChanges,
    notify,
    fetch: { ...policy, userAgent },
    concurrency: MONITORING_CONCURRENCY,
    perHost: MONITORING_PER_HOST,
  };
}
