/**
 * The English name of a language tag, for messages ("Chinese (zh)").
 *
 * Browser-safe: no Node built-ins.
 */

let displayNames: Intl.DisplayNames | undefined;

/** "Chinese" for "zh", "German (Austria)" for "de-AT"; null when the runtime does not know the tag. */
export function languageName(tag: string): string | null {
  displayNames ??= new Intl.DisplayNames("en", { type: "language" });
  try {
    const name = displayNames.of(tag);
    return name && name !== tag ? name : null;
  } catch {
    return null;
  }
}
