import { STATUS_CODES } from "node:http";
import type { EngineError } from "@ranklens/engine";
import { MESSAGES } from "@ranklens/shared";
import { AppError } from "../errors";

/** Example host for the spec's 'Please enter a valid URL (e.g., {host})'. */
const EXAMPLE_HOST = "example.com";

/**
 * Turns the engine's reason for not analysing a page into the API error users
 * see, in the spec's words where the spec has them (§5, §8). The engine's
 * code stays the error code, so programs can tell the cases apart. Each one is
 * about the page asked for (unreachable, a 404, too large), not a fault of
 * ours: `expected`, so it is logged below warn although some answer 5xx.
 */
export function analysisError(error: EngineError): AppError {
  const refusal = describeRefusal(error);
  return new AppError(refusal.code, refusal.message, { ...refusal.options, expected: true });
}

function describeRefusal(error: EngineError): AppError {
  const details: Record<string, unknown> = { ...error.details };
  switch (error.code) {
    case "INVALID_URL":
      return new AppError("INVALID_URL", MESSAGES.invalidUrl(EXAMPLE_HOST), { details });
    case "BLOCKED_ADDRESS":
      // What a name resolved to stays on the server: otherwise the API is an oracle for internal DNS
      // (research/security.md §1.5). An IP literal's address is what the user typed, so it may stay.
      if (typeof details.host === "string") delete details.address;
      return new AppError(
        "BLOCKED_ADDRESS",
        "This address points to a private or local network, which RankLens does not fetch. Please enter a public website address.",
        { details },
      );
    case "NO_CONTENT":
      return new AppError("NO_CONTENT", MESSAGES.noContentFound, { details });
    case "NOT_HTML":
      return new AppError(
        "NOT_HTML",
        `This address does not return a web page${error.details.contentType ? ` (it returned ${error.details.contentType})` : ""}. Please enter the address of an HTML page.`,
        { details },
      );
    case "TOO_LARGE":
      return new AppError(
        "TOO_LARGE",
        `This page is larger than ${Math.round((error.details.limit ?? 5 * 1024 * 1024) / 1024 / 1024)} MiB, the most RankLens analyses.`,
        { details },
      );
    case "TIMEOUT":
      return new AppError("TIMEOUT", `The website took too long to answer. ${MESSAGES.websiteUnreachable}`, {
        details,
      });
    case "TOO_MANY_REDIRECTS":
      return new AppError(
        "TOO_MANY_REDIRECTS",
        `The website redirects too many times (or in a loop). ${MESSAGES.websiteUnreachable}`,
        {
          details,
        },
      );
    case "DNS_FAILURE":
      return new AppError(
        "DNS_FAILURE",
        error.details.host
          ? `No website answers to ${error.details.host}: the name does not exist, or its DNS is not answering. Please check the address for typos.`
          : MESSAGES.websiteUnreachable,
        { details },
      );
    case "CONNECT_FAILED":
      return new AppError(
        "CONNECT_FAILED",
        "The website's server did not accept the connection: it may be down, or the address or port may be wrong. Please check the URL and try again.",
        { details },
      );
    case "HTTP_ERROR":
      return new AppError(
        "HTTP_ERROR",
        error.details.status ? httpErrorMessage(error.details.status) : MESSAGES.websiteUnreachable,
        { details },
      );
  }
}

/**
 * What an error status means for the user who asked for the page (issue 29: a 404 and a refused
 * connection both read "Unable to access the website…"). The spec's message stays for failures
 * the server cannot name.
 */
function httpErrorMessage(status: number): string {
  const answered = `The website answered ${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ""}`;
  if (status === 404 || status === 410)
    return `${answered}: there is no page at this address. Please check the URL and try again.`;
  if (status === 401 || status === 403)
    return `${answered}: it does not let RankLens read this page (it may need a sign-in or block automated visitors).`;
  if (status === 429) return `${answered}: it asks for fewer requests. Please try again in a few minutes.`;
  if (status >= 500)
    return `${answered}: the website is failing or overloaded right now. Please try again later.`;
  return `${answered}: it sent an error instead of the page. Please check the URL and try again.`;
}
