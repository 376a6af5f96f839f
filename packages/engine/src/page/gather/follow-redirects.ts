import { EngineError } from "../../errors.js";
import type { RedirectHop } from "../artifacts.js";
import { discardBody } from "./discard-body.js";
import type { FetchContext } from "./fetch-context.js";
import { parseTargetUrl } from "./parse-target-url.js";
import { type OpenResponse, requestOnce } from "./request-once.js";

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export interface FollowedResponse {
  response: OpenResponse;
  redirects: RedirectHop[];
}

/**
 * Requests `start` and follows HTTP redirects by hand, so that every hop goes
 * through the whole URL policy again (scheme, credentials, port, IP literal)
 * and through the guarded connector (DNS answer check). Stops with
 * TOO_MANY_REDIRECTS after `maxRedirects` hops or as soon as a URL repeats.
 * A redirect without a Location header is returned as the final response.
 */
export async function followRedirects(start: URL, context: FetchContext): Promise<FollowedResponse> {
  const redirects: RedirectHop[] = [];
  const visited = new Set([start.href]);
  let current = start;
  for (;;) {
    const response = await requestOnce(current, context);
    const location = headerValue(response.headers.location);
    if (!REDIRECT_STATUSES.has(response.status) || location === undefined) return { response, redirects };
    discardBody(response.body);
    const next = parseRedirectTarget(location, current, context);
    redirects.push({ url: current.href, status: response.status, location: next.href });
    if (visited.has(next.href)) {
      throw new EngineError("TOO_MANY_REDIRECTS", `The redirects loop back to ${next.href}.`, {
        url: next.href,
      });
    }
    if (redirects.length > context.maxRedirects) {
      throw new EngineError(
        "TOO_MANY_REDIRECTS",
        `The page redirects more than ${context.maxRedirects} times.`,
        { url: start.href, limit: context.maxRedirects },
      );
    }
    visited.add(next.href);
    current = next;
  }
}

function parseRedirectTarget(location: string, current: URL, context: FetchContext): URL {
  try {
    return parseTargetUrl(location, context, current);
  } catch (error) {
    if (error instanceof EngineError) {
      throw new EngineError(
        error.code,
        `${current.href} redirects to a URL that is not fetched: ${error.message}`,
        { ...error.details, url: error.details.url ?? location },
        { cause: error },
      );
    }
    throw error;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
