import type { CrawlSettings } from "@ranklens/shared";
import { AppError } from "../../errors";

/**
 * What only a verified site may be set to: ignoring robots.txt, and a rate above the server's
 * default politeness cap. Refused when the site is saved, on the field concerned.
 */
export function checkVerifiedPowers(
  settings: CrawlSettings,
  verified: boolean,
  unverifiedMaxRate: number,
): void {
  if (verified) return;
  if (settings.ignoreRobots) {
    throw new AppError(
      "INVALID_REQUEST",
      "Only a site whose ownership is verified may ignore robots.txt: verify the site first (Site Audit → Ownership).",
      { details: { field: "settings.ignoreRobots" } },
    );
  }
  if (settings.ratePerSecond > unverifiedMaxRate) {
    throw new AppError(
      "INVALID_REQUEST",
      `Rate must be at most ${unverifiedMaxRate} requests per second for a site whose ownership is not verified: verify the site to crawl it faster.`,
      { details: { field: "settings.ratePerSecond" } },
    );
  }
}

/**
 * A crawl's settings when it starts: a site that lost its verification since its settings were
 * saved (the token was removed, the start URL moved to another host) is crawled politely again.
 */
export function withinVerifiedPowers(
  settings: CrawlSettings,
  verified: boolean,
  unverifiedMaxRate: number,
): CrawlSettings {
  if (verified) return settings;
  return {
    ...settings,
    ignoreRobots: false,
    ratePerSecond: Math.min(settings.ratePerSecond, unverifiedMaxRate),
  };
}
