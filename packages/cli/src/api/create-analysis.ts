import { type Analysis, AnalysisSchema, ApiErrorBodySchema } from "@ranklens/shared";
import { CliFailure } from "../cli-failure";

/** Where and as whom to run an analysis on a RankLens server. */
export interface ServerTarget {
  /** Base URL of the server, e.g. https://seo.example.com (a path prefix is kept). */
  server: string;
  apiKey: string;
}

/** A full analysis with competitors takes a while on the server; give up after this long. */
const REQUEST_TIMEOUT_MS = 120_000;

function endpoint(server: string): URL {
  let base: URL;
  try {
    base = new URL(server.endsWith("/") ? server : `${server}/`);
  } catch {
    throw new CliFailure("INVALID_SERVER_URL", `Not a valid server URL: ${server}`);
  }
  return new URL("api/v1/analyses", base);
}

async function send(url: URL, target: ServerTarget, body: unknown): Promise<Response> {
  try {
    return await fetch(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${target.apiKey}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if ((error as Error).name === "TimeoutError")
      throw new CliFailure(
        "SERVER_TIMEOUT",
        `${url.origin} did not answer within ${REQUEST_TIMEOUT_MS / 1000} s`,
      );
    const reason = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new CliFailure("SERVER_UNREACHABLE", `Cannot reach ${url.origin}: ${reason}`, { cause: error });
  }
}

/**
 * Runs an analysis on a RankLens server (`POST /api/v1/analyses`) and returns
 * the stored analysis. The server's `{error: {code, message}}` answers become a
 * {@link CliFailure} with the same code and message.
 */
export async function createAnalysis(
  target: ServerTarget,
  request: { url: string; competitors: string[] },
): Promise<Analysis> {
  const url = endpoint(target.server);
  const response = await send(url, target, {
    url: request.url,
    ...(request.competitors.length > 0 ? { competitors: request.competitors } : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CliFailure("BAD_RESPONSE", `${url.origin} answered HTTP ${response.status} without JSON`);
  }
  if (!response.ok) {
    const error = ApiErrorBodySchema.safeParse(json);
    if (error.success) throw new CliFailure(error.data.error.code, error.data.error.message);
    throw new CliFailure("BAD_RESPONSE", `${url.origin} answered HTTP ${response.status}`);
  }
  const analysis = AnalysisSchema.safeParse(json);
  if (!analysis.success) {
    // Name the first offending field: it tells a contract mismatch between server and CLI apart from, say, a proxy's page.
    const issue = analysis.error.issues[0];
    const where = issue ? ` (${issue.path.join(".") || "body"}: ${issue.message})` : "";
    throw new CliFailure("BAD_RESPONSE", `${url.origin} answered with an unexpected body${where}`);
  }
  return analysis.data;
}
