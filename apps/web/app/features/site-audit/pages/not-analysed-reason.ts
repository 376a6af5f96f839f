// The engine's errors module alone: its index would bring the whole engine into this screen.
import { ANALYSIS_FAILED } from "@ranklens/engine/errors";

/** What the page detail knows of a URL that has no analysis. */
export interface UnanalysedPage {
  status: number | null;
  errorCode: string | null;
  errorMessage?: string | null;
  contentType: string | null;
  isHtml: boolean;
}

/**
 * Why the crawler did not analyse this URL, as the crawl recorded it: an analysis that failed, no
 * answer, an answer outside 2xx (a 404 HTML page is an error page, not the page), or not HTML. Null
 * when it was analysed.
 */
export function notAnalysedReason(page: UnanalysedPage): string | null {
  if (page.isHtml) return null;
  if (page.errorCode === ANALYSIS_FAILED)
    return `This page answered ${page.status}, but its analysis failed three times${page.errorMessage ? ` (${page.errorMessage})` : ""}, so it has no checks and its links were not followed.`;
  if (page.errorCode) return `This URL gave no answer (${page.errorCode}), so it was not analysed.`;
  if (page.status === null) return "This URL was not fetched, so it was not analysed.";
  if (page.status < 200 || page.status > 299)
    return `This URL answered ${page.status}, so it was not analysed: only pages that answer 2xx are.`;
  const type = page.contentType?.split(";")[0]?.trim();
  return `N/A: this URL is not an HTML page${type ? ` (${type})` : ""}, so it was not analysed.`;
}
