import { EngineError, isEngineError } from "../errors";
import type { PageArtifacts } from "./artifacts";
import { buildReport } from "./build-report";
import { compareCompetitor, failedCompetitor } from "./competitors";
import type { PageFacts } from "./extract/page-facts";
import { factsFromArtifacts, factsFromHtml, type HtmlSource } from "./facts-from-artifacts";
import type { GatherOptions } from "./gather";
import { gatherPage } from "./gather";
import type { RenderOutcome } from "./gather/render/page-renderer";
import { intentOfProvider, type KeywordDataProvider } from "./keywords/keyword";
import {
  compareRenderedVersions,
  failedRenderComparison,
  type RenderComparison,
  versionOfReport,
} from "./render-comparison";
import type { SeoReport } from "./report";
import type { CheckOptionOverrides } from "./runner";

export interface AnalyzeHtmlOptions extends HtmlSource {
  /** Fills competition/difficulty/searchVolume of the keywords; without it they stay null. */
  keywordData?: KeywordDataProvider;
  /** Per-check threshold overrides, by check id. */
  checkOptions?: CheckOptionOverrides;
}

/** The page as fetched, for a renderer to build its DOM from (served from memory, never fetched twice). */
export interface PageToRender {
  url: string;
  html: string;
  status: number;
  contentType: string | null;
}

export interface AnalyzeUrlOptions extends GatherOptions {
  /** Competitor URLs analysed with the same engine, in parallel. */
  competitors?: string[];
  keywordData?: KeywordDataProvider;
  checkOptions?: CheckOptionOverrides;
  /**
   * Renders the page in a browser (the server's Chromium, its sub-requests through the guarded
   * fetcher): the report is then the rendered DOM's, with `rendering` saying what scripts changed.
   * Competitors are analysed as fetched.
   */
  render?: (page: PageToRender) => Promise<RenderOutcome>;
  /**
   * Runs {@link analyseGathered} elsewhere: the server hands it to its pool of worker threads, so
   * the request's thread stays free while a large page is analysed. Default: on this thread.
   */
  analyse?: (page: GatheredPage) => Promise<GatheredAnalysis>;
}

/** A page as gathered (and rendered, when asked), ready to analyse: plain data, which a worker thread can take. */
export interface GatheredPage {
  artifacts: PageArtifacts;
  /** What the renderer made of the page, when it was to be rendered. */
  rendered?: RenderOutcome;
  checkOptions?: CheckOptionOverrides;
}

/**
 * A gathered page's analysis: its report and its main text (which the report does not keep; the
 * competitors' keyword gaps read it), or that it has no visible text to analyse. Said as data,
 * not thrown, so that it crosses a thread with its meaning.
 */
export type GatheredAnalysis =
  | { ok: true; report: SeoReport; mainText: string }
  | { ok: false; code: "NO_CONTENT" };

/**
 * The provider's numbers on the report's keywords, and a note of where they came from. A provider
 * that fails costs the report nothing but those numbers: they stay null (N/A), and the note says
 * why, so no analysis is lost to a provider's outage.
 */
async function applyKeywordData(
  report: SeoReport,
  provider: KeywordDataProvider | undefined,
): Promise<SeoReport> {
  if (!provider || report.keywords.length === 0) return report;
  let data: Awaited<ReturnType<KeywordDataProvider["lookup"]>>;
  try {
    data = await provider.lookup(
      report.keywords.map((k) => k.keyword),
      { lang: report.lang, url: report.finalUrl },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    report.keywordData = { source: provider.source, readAt: null, error: reason };
    return report;
  }
  report.keywordData = { source: provider.source, readAt: new Date().toISOString(), error: null };
  for (const k of report.keywords) {
    const d = data.get(k.keyword);
    if (!d) continue;
    k.competition = d.competition ?? null;
    k.difficulty = d.difficulty ?? null;
    k.searchVolume = d.searchVolume ?? null;
    if (d.intent) {
      // The provider judged the keyword from its results page: that intent is shown, labelled
      // with the provider, and the heuristic's cues give way to the provider's reading.
      const by = provider.provider ?? provider.source;
      k.intent = intentOfProvider(d.intent.label);
      k.intentConfidence = Math.max(0, Math.min(1, d.intent.probability));
      k.intentSignals = [`${by}'s SERP-based intent: ${d.intent.label}`];
      k.intentSource = by;
      k.providerIntent = d.intent;
    }
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
async function analyzeFetched(url: string, options: AnalyzeUrlOptions): Promise<AnalyzedPage> {
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
  const rendered = options.render ? await options.render(pageToRender(artifacts)) : undefined;
  const page: GatheredPage = {
    artifacts,
    ...(rendered ? { rendered } : {}),
    ...(options.checkOptions ? { checkOptions: options.checkOptions } : {}),
  };
  const analysis = options.analyse ? await options.analyse(page) : analyseGathered(page);
  if (!analysis.ok) {
    throw new EngineError(
      "NO_CONTENT",
      "No content found on the webpage. Please check the URL and try again.",
      { url: artifacts.finalUrl, status: artifacts.status },
    );
  }
  return analysis;
}

/**
 * The analysis of a gathered page: the rendered DOM's when there is one (with what rendering
 * changed), else the HTML's as fetched. Synchronous and pure: {@link AnalyzeUrlOptions.analyse}
 * may run it on another thread.
 */
export function analyseGathered({ artifacts, rendered, checkOptions }: GatheredPage): GatheredAnalysis {
  const raw = factsFromArtifacts(artifacts);
  const facts = rendered?.ok ? factsFromArtifacts({ ...artifacts, html: rendered.html }) : raw;
  if (facts.bodyText.trim() === "") return { ok: false, code: "NO_CONTENT" };
  const report = buildReport(facts, { fetchedAt: artifacts.fetchedAt, checkOptions });
  if (rendered) report.rendering = renderingOf(raw, facts, report, rendered);
  return { ok: true, report, mainText: facts.mainText };
}

type AnalyzedPage = Extract<GatheredAnalysis, { ok: true }>;

function pageToRender(artifacts: PageArtifacts): PageToRender {
  return {
    url: artifacts.finalUrl,
    html: artifacts.html,
    status: artifacts.status,
    contentType: artifacts.headers["content-type"] ?? null,
  };
}

/**
 * What rendering changed: the raw HTML's signals (from a report of its own, which costs one more
 * analysis of the page) against the report's, which is the rendered DOM's; or why there is no
 * rendered DOM, the report then being the raw HTML's.
 */
function renderingOf(
  raw: PageFacts,
  facts: PageFacts,
  report: SeoReport,
  outcome: RenderOutcome,
): RenderComparison {
  const hrefs = (of: PageFacts) => of.anchors.map((anchor) => anchor.href);
  if (!outcome.ok) return failedRenderComparison(versionOfReport(report, hrefs(raw)), outcome);
  const rawVersion = versionOfReport(buildReport(raw), hrefs(raw));
  return compareRenderedVersions(rawVersion, versionOfReport(report, hrefs(facts)), outcome);
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
    ...competitors.map((c) => analyzeFetched(c, { ...rest, keywordData: undefined, render: undefined })),
  ]);
  if (own!.status === "rejected") throw own!.reason;
  const report = await applyKeywordData(own!.value.report, options.keywordData);
  const ownText = own!.value.mainText;
  report.competitors = others.map((result, i) => {
    if (result.status === "fulfilled") return compareCompetitor(report, result.value.report, ownText);
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
