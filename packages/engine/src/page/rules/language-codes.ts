import { VALID_LANGS_2, VALID_LANGS_3 } from "./valid-langs.gen";

let valid: Set<string> | undefined;

/** Whether `subtag` (the primary language subtag, any case) is a known language, per axe-core's list. */
export function isValidLanguageSubtag(subtag: string): boolean {
  valid ??= new Set(`${VALID_LANGS_2} ${VALID_LANGS_3}`.split(" "));
  return valid.has(subtag.toLowerCase());
}

/** Lighthouse's hreflang rule: "x-default" or a valid primary language subtag; region and script are not validated. */
export function isExpectedLanguageCode(hreflang: string): boolean {
  if (hreflang.toLowerCase() === "x-default") return true;
  return isValidLanguageSubtag(hreflang.split("-")[0]!);
}
