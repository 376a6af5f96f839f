import { isIP } from "node:net";
import { EngineError } from "../../errors.js";
import { isPublicAddress } from "./address-policy.js";
import { bareHost, isLocalHostName } from "./host-name.js";

/** Longer URLs are refused: sitemaps cap URLs below 2,048 characters and browsers are similar. */
export const MAX_URL_LENGTH = 2048;

/**
 * Ports a public page may be fetched on. Other ports on public hosts (22, 25,
 * 6379…) are refused so the fetcher cannot be aimed at non-web services.
 */
export const PUBLIC_WEB_PORTS: ReadonlySet<string> = new Set(["", "80", "443", "8080", "8443"]);

export interface TargetUrlPolicy {
  /** Allow loopback, private and other non-public hosts, and any port (tests and local development). */
  allowPrivateNetworks: boolean;
}

/**
 * Parses `input` once with the WHATWG URL parser (resolving it against `base`
 * for redirect targets) and applies every check that needs no DNS: scheme,
 * credentials, length, port, local host names and IP literals. Encoded IP forms
 * (`2130706433`, `0x7f.1`, `0177.1`, `[::ffff:7f00:1]`…) are canonical literals
 * after parsing, so they are judged here before any lookup or connection.
 */
export function parseTargetUrl(input: string, policy: TargetUrlPolicy, base?: URL): URL {
  if (input.length > MAX_URL_LENGTH) {
    throw new EngineError("INVALID_URL", `The URL is longer than ${MAX_URL_LENGTH} characters.`, {
      limit: MAX_URL_LENGTH,
    });
  }
  let url: URL;
  try {
    url = new URL(input, base);
  } catch (error) {
    throw new EngineError(
      "INVALID_URL",
      `"${input.slice(0, 200)}" is not a valid URL.`,
      { url: input },
      { cause: error },
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new EngineError("INVALID_URL", `Only http and https URLs can be analysed, not ${url.protocol}.`, {
      url: url.href,
    });
  }
  if (url.username !== "" || url.password !== "") {
    throw new EngineError("INVALID_URL", "URLs with a user name or password are not fetched.", {
      url: redactCredentials(url),
    });
  }
  const host = bareHost(url.hostname);
  if (isIP(host) === 0) assertValidHostName(host, url);
  if (!policy.allowPrivateNetworks) assertPublicTarget(host, url);
  return url;
}

function assertValidHostName(host: string, url: URL): void {
  const labels = host.split(".");
  if (
    host.length === 0 ||
    host.length > 253 ||
    labels.some((label) => label.length === 0 || label.length > 63)
  ) {
    throw new EngineError("INVALID_URL", `"${host.slice(0, 100)}" is not a valid host name.`, {
      url: url.href,
    });
  }
}

function assertPublicTarget(host: string, url: URL): void {
  if (!PUBLIC_WEB_PORTS.has(url.port)) {
    throw new EngineError(
      "BLOCKED_ADDRESS",
      `Port ${url.port} is not allowed; pages are fetched on ports 80, 443, 8080 and 8443 only.`,
      { url: url.href },
    );
  }
  if (isIP(host) !== 0) {
    if (!isPublicAddress(host)) {
      throw new EngineError("BLOCKED_ADDRESS", `${host} is not a public address, so it is not fetched.`, {
        url: url.href,
        address: host,
      });
    }
    return;
  }
  if (isLocalHostName(host)) {
    throw new EngineError("BLOCKED_ADDRESS", `${host} names this machine, so it is not fetched.`, {
      url: url.href,
      host,
    });
  }
}

function redactCredentials(url: URL): string {
  const copy = new URL(url.href);
  copy.username = "";
  copy.password = "";
  return copy.href;
}
