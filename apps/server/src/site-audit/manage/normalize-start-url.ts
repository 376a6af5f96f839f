import { MESSAGES } from "@ranklens/shared";
import { normalizeTargetUrl } from "../../analyses/normalize-target-url";
import { AppError } from "../../errors";

/**
 * A site's start URL as people type it ("example.com" means https), checked to be an http(s)
 * URL with a host and no credentials: the crawler would refuse anything else at its first
 * request, so the site is refused now with the analysis form's words. Whether the host is
 * private is the crawler's fetcher's call (ALLOW_PRIVATE_NETWORKS), at every request.
 */
export function normalizeStartUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(normalizeTargetUrl(input));
  } catch {
    throw invalid();
  }
  if (
    (url.protocol !== "http:" && url.protocol !== "https:") ||
    !url.hostname ||
    url.username ||
    url.password
  ) {
    throw invalid();
  }
  url.hash = "";
  return url.href;
}

const invalid = () =>
  new AppError("INVALID_REQUEST", MESSAGES.invalidUrl("example.com"), { details: { field: "startUrl" } });
