/**
 * A reason a crawl cannot go on that running it again would not change: a pattern the engine
 * refuses, or user input that took too long to evaluate. runCrawl records the crawl as failed with
 * the message as its reason and ends the job normally, so the queue does not retry it into the
 * next restart (a retried job would meet the same input and fail, or freeze, again).
 */
export class CrawlFailure extends Error {
  override readonly name = "CrawlFailure";
}

export function isCrawlFailure(error: unknown): error is CrawlFailure {
  return error instanceof CrawlFailure;
}
