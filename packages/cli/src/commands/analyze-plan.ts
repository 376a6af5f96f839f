import { flagValues } from "../flag-values";
import { UsageError } from "../usage-error";

/** What `analyze` was asked to do, once the flags are checked. */
export type AnalyzePlan =
  | { mode: "url"; url: string; competitors: string[]; allowPrivateNetworks: boolean }
  | { mode: "html"; file: string; url: string }
  | { mode: "server"; url: string; competitors: string[]; server: string; apiKey: string };

interface AnalyzeFlags {
  page?: string;
  html?: string;
  url?: string;
  server?: string;
  apiKey?: string;
  allowPrivateNetworks?: boolean;
}

/** A string flag given with an empty value (`--html` at the end, `--url=`) is a usage error, not "absent". */
function present(value: string | undefined, flag: string): string | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === "") throw new UsageError(`${flag} needs a value`);
  return value;
}

/**
 * Decides the mode from the flags and rejects contradictory combinations with
 * a {@link UsageError}. Competitors come from the raw arguments because the
 * flag repeats.
 */
export function planAnalyze(flags: AnalyzeFlags, rawArgs: string[], env: NodeJS.ProcessEnv): AnalyzePlan {
  const competitors = flagValues(rawArgs, "competitor");
  if (competitors.some((c) => c.trim() === "")) throw new UsageError("--competitor needs a URL");
  const html = present(flags.html, "--html");
  const flagUrl = present(flags.url, "--url");
  const server = present(flags.server, "--server");

  if (html !== undefined) {
    const url = flagUrl ?? flags.page;
    if (url === undefined)
      throw new UsageError("--html needs --url <url>: the address the page was served from");
    if (server !== undefined) throw new UsageError("--html and --server cannot be combined");
    if (competitors.length > 0)
      throw new UsageError("--competitor needs the network; it cannot be used with --html");
    return { mode: "html", file: html, url };
  }
  if (flagUrl !== undefined)
    throw new UsageError("--url goes with --html; pass the page's URL as the argument");
  const url = flags.page;
  if (url === undefined) throw new UsageError("Missing the URL to analyse");

  if (server !== undefined) {
    const apiKey = present(flags.apiKey, "--api-key") ?? (env.RANKLENS_API_KEY || undefined);
    if (apiKey === undefined)
      throw new UsageError("--server needs an API key: --api-key <key> or RANKLENS_API_KEY");
    if (flags.allowPrivateNetworks)
      throw new UsageError(
        "--allow-private-networks applies to local analyses; the server has its own setting",
      );
    return { mode: "server", url, competitors, server, apiKey };
  }
  return { mode: "url", url, competitors, allowPrivateNetworks: flags.allowPrivateNetworks === true };
}
