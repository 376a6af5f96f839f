import { AppError } from "../../errors";
import { normalizeStartUrl } from "../../site-audit";

/**
 * A project URL (site, competitor or tracked page) as people type it, with the site audits'
 * rules ("example.com" means https; http(s) with a host and no credentials; no fragment), the
 * refusal naming the field it came from.
 */
export function normalizeProjectUrl(input: string, field: "siteUrl" | "competitors" | "pages"): string {
  try {
    return normalizeStartUrl(input);
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError(error.code, error.message, { details: { field, url: input.trim() } });
    }
    throw error;
  }
}

/**
 * The host that says whose a URL is: "www." is the same site as the bare domain, so
 * www.example.com/pricing belongs to a project on example.com. The port stays (local sites).
 */
export function siteHostOf(url: string): string {
  return new URL(url).host.toLowerCase().replace(/^www\./, "");
}
