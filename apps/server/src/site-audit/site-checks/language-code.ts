const languages = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
const regions = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/**
 * Whether `code` is an hreflang value Google accepts: "x-default", or an ISO 639-1 language
 * (two letters), optionally a script (four letters) and an ISO 3166-1 region (two letters) or
 * UN M.49 area (three digits), separated by hyphens — any case. Rejected: underscores ("en_US"),
 * three-letter or deprecated languages ("eng", "iw"), and region aliases the standard does not
 * assign ("en-UK": the United Kingdom is GB). Known codes come from the runtime's CLDR data.
 */
export function isValidHreflang(code: string): boolean {
  if (code.toLowerCase() === "x-default") return true;
  const match = /^([a-z]{2})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i.exec(code);
  if (!match) return false;
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(code)[0];
  } catch {
    return false;
  }
  // Canonicalisation rewrites aliases ("en-UK" → "en-GB", "iw" → "he"): those are not the codes Google expects.
  if (canonical?.toLowerCase() !== code.toLowerCase()) return false;
  const [, language, , region] = match;
  if (languages.of(language!.toLowerCase()) === undefined) return false;
  return region === undefined || regions.of(region.toUpperCase()) !== undefined;
}
