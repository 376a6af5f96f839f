import { EngineError, isEngineError } from "../errors";
import { buildReport } from "./build-report";
import { compareCompetitor, failedCompetitor } from "./competitors";
import { factsFromArtifacts, factsFromHtml, type HtmlSource } from "./facts-from-artifacts";
import type { GatherOptions } from "./gather";
import { gatherPage } from "./gather";
import type { KeywordDataProvider } from "./keywords/keyword";
import type { SeoReport } from "./report";
import type { CheckOptionOverrides } from "./runner";

export interface AnalyzeHtmlOptions extends HtmlSource {
  /** Fills competition/difficulty/searchVolume of the keywords; without it they stay null. */
  keywordData?: KeywordDataProvider;
  /** Per-check threshold overrides, by check id. */
  checkOptions?: CheckOptionOverrides;
}

export interface AnalyzeUrlOptions extends GatherOptions {
  /** Competitor URLs analysed with the same engine, in parallel. */
  competitors?: string[];
  keywordData?: KeywordDataProvider;
  checkOptions?: CheckOptionOverrides;
}

async function applyKeywordData(
  report: SeoReport,
  provider: KeywordDataProvider | undefined,
): Promise<SeoReport> {
  if (!provider || report.keywords.length === 0) return report;
  const data = await provider.lookup(
    report.keywords.map((k) => k.keyword),
    { lang: report.lang, url: report.finalUrl },
  );
  for (const k of report.keywords) {
    const d = data.get(k.keyword);
    if (!d) continue;
    k.competition = d.competition ?? null;
    k.difficulty = d.difficulty ?? null;
    k.searchVolume = d.searchVolume ?? null;
  }
  return report;
}

/**
 * Analyses saved HTML without any network access. Synchronous work wrapped in
 * a promise only when a keyword-data provider is given; use
 * {@link analyzeHtmlSync} when there is none.
 */
export async function analyzeHtml(html: string, options: AnalyzeHtmlOptions): Promise<SeoReport> {
  return applyKeywordData(analyzeHtmlSync(html, options), options.keywordData);
}

/** {@link analyzeHtml} without a keyword-data provider, synchronously. */
export function analyzeHtmlSync(
  html: string,
  options: HtmlSource & { checkOptions?: CheckOptionOverrides },
): SeoReport {
  try {
    new URL(options.url);
  } catch {
    throw new EngineError(
      "INVALID_URL",
      `Please enter a valid URL (e.g., https://example.com): ${options.url}`,
      {
        url: options.url,
      },
    );
  }
  return buildReport(factsFromHtml(html, options), { checkOptions: options.checkOptions });
}

/**
 * Fetches and analyses one page. An HTTP error status (4xx, 5xx) is the answer, not a page to
 * analyse: its error page would be scored as if it were the site's content. A page without any
 * visible body text has nothing to analyse, whatever its title says.
 */
async function analyzeFetched(url: string, options: AnalyzeUrlOptions): Promise<SeoReport> {
  const artifacts = await gatherPage(url, options);
  if (artifacts.status >= 400) {
    throw new EngineError(
      "HTTP_ERROR",
      `The website answered HTTP ${artifacts.status} for ${artifacts.finalUrl}.`,
      {
        url: artifacts.finalUrl,
        status: artifacts.status,
      },
    );
  }
  const facts = factsFromArtifacts(artifacts);
  if (facts.bodyText.trim() === "") {
    throw new EngineError(
      "NO_CONTENT",
      "No content found on the webpage. Please check the URL and try again.",
      { url: artifacts.finalUrl, status: artifacts.status },
    );
  }
  return buildReport(facts, { fetchedAt: artifacts.fetchedAt, checkOptions: options.checkOptions });
}

/**
 * Fetches `url` through the SSRF-guarded gatherer and analyses it; with
 * `competitors`, analyses each of them in parallel too. A competitor that
 * fails becomes an entry with its error; only the page's own failure rejects.
 */
export async function analyzeUrl(url: string, options: AnalyzeUrlOptions = {}): Promise<SeoReport> {
  const { competitors = [], ...rest } = options;
  const [own, ...others] = await Promise.allSettled([
    analyzeFetched(url, rest),
    ...competitors.map((c) => analyzeFetched(c, { ...rest, keywordData: undefined })),
  ]);
  if (own!.status === "rejected") throw own!.reason;
  const report = await applyKeywordData(own!.value, options.keywordData);
  report.competitors = others.map((result, i) => {
    if (result.status === "fulfilled") return compareCompetitor(report, result.value);
    // An error page (HTTP_ERROR) is refused by analyzeFetched like any failure: never scored,
    // since points ahead of or behind a 404 page would mislead.
    const error = result.reason;
    return isEngineError(error)
      ? failedCompetitor(
          competitors[i]!,
          { code: error.code, message: error.message },
          error.details.url ?? null,
        )
      : failedCompetitor(competitors[i]!, {
          code: "UNKNOWN",
          message: error instanceof Error ? error.message : String(error),
        });
  });
  return report;
}
