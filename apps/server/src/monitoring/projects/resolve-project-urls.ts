import { normalizeProjectUrl, siteHostOf } from "./normalize-project-url";
import { competitorIsSite, pageOffSite } from "./project-errors";

export interface ResolvedCompetitor {
  url: string;
  /** siteHostOf(url): what the unique (project, host) constraint and page matching use. */
  host: string;
}

export interface ResolvedPage {
  url: string;
  /** The competitor's host, or null for the project's own page. */
  competitorHost: string | null;
}

/** Competitors normalised, without the site itself, one per host (the first one listed wins). */
export function resolveCompetitors(siteUrl: string, inputs: readonly string[]): ResolvedCompetitor[] {
  const siteHost = siteHostOf(siteUrl);
  const byHost = new Map<string, ResolvedCompetitor>();
  for (const input of inputs) {
    const url = normalizeProjectUrl(input, "competitors");
    const host = siteHostOf(url);
    if (host === siteHost) throw competitorIsSite(host);
    if (!byHost.has(host)) byHost.set(host, { url, host });
  }
  return [...byHost.values()];
}

/**
 * Tracked pages, normalised and deduplicated, each assigned by its host: the site's host → own
 * page, a competitor's host → that competitor's, any other host → 400. With no pages given, the
 * home pages of the site and of every competitor are tracked: a project then watches something
 * from the start, and each competitor's scores can be set against ours.
 */
export function resolvePages(
  siteUrl: string,
  competitors: readonly ResolvedCompetitor[],
  inputs: readonly string[],
): ResolvedPage[] {
  const siteHost = siteHostOf(siteUrl);
  const competitorHosts = new Set(competitors.map((c) => c.host));
  const urls =
    inputs.length > 0
      ? inputs.map((input) => normalizeProjectUrl(input, "pages"))
      : [siteUrl, ...competitors.map((c) => c.url)];
  const pages = new Map<string, ResolvedPage>();
  for (const url of urls) {
    if (pages.has(url)) continue;
    const host = siteHostOf(url);
    if (host === siteHost) pages.set(url, { url, competitorHost: null });
    else if (competitorHosts.has(host)) pages.set(url, { url, competitorHost: host });
    else throw pageOffSite(url, new URL(siteUrl).host);
  }
  return [...pages.values()];
}
