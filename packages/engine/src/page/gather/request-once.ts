import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import type { FetchContext } from "./fetch-context.js";
import { toEngineError } from "./network-error.js";
import { notifyWhenSent } from "./notify-when-sent.js";

/** One response whose body has not been read yet. */
export interface OpenResponse {
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  body: Readable;
  /** From sending the request (including DNS and connect) to the response headers. */
  ttfbMs: number;
}

/**
 * Sends one GET through the guarded agent, following no redirects. Sends no cookies or credentials
 * but those `context.headersFor` gives for this very URL (a staging site's access); asks only for
 * encodings the body reader can undo. `extraHeaders` carries a crawl's conditional-request
 * validators; `onSent` is called when the request really goes out (see notify-when-sent.ts).
 */
export async function requestOnce(
  url: URL,
  context: FetchContext,
  extraHeaders: Record<string, string> = {},
  onSent?: () => void,
): Promise<OpenResponse> {
  const started = performance.now();
  const dispatcher = onSent ? context.agent.compose(notifyWhenSent(onSent)) : context.agent;
  try {
    const response = await dispatcher.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: {
        "user-agent": context.userAgent,
        accept: context.accept,
        ...context.headersFor?.(url),
        "accept-encoding": "gzip, deflate, br",
        ...extraHeaders,
      },
      signal: context.deadline.signal,
    });
    return {
      url,
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      ttfbMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    throw toEngineError(error, { ...context, url: url.href });
  }
}
