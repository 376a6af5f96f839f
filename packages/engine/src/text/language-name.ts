/**
 * The English name of a language tag, for messages ("Chinese (zh)").
 *
 * Browser-safe: no Node built-ins.
 */

let displayNames: Intl.DisplayNames | undefined;
// Asking Intl is slow next to a page's analysis, and pages use a handful of tags.
const names = new Map<string, string | null>();

/** "Chinese" for "zh", "German (Austria)" for "de-AT"; null when the runtime does not know the tag. */
export function languageName(tag: string): string | null {
  let name = names.get(tag);
  if (name === undefined) {
    displayNames ??= new Intl.DisplayNames("en", { type: "language" });
    try {
      const found = displayNames.of(tag);
      name = found && found !== tag ? found : null;
    } catch {
      name = null;
    }
    if (names.size >= 1000) names.clear();
    names.set(tag, name);
  }
  return name;
}
