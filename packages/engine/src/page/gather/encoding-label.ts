/**
 * The WHATWG "get an encoding" step: turns a charset label ("latin1",
 * "UTF8", " Shift_JIS ") into the canonical name TextDecoder uses
 * ("windows-1252", "utf-8", "shift_jis"), or null when the label is unknown
 * or names an encoding this runtime cannot decode (e.g. "replacement").
 */
export function encodingForLabel(label: string): string | null {
  const trimmed = label.trim();
  if (trimmed === "") return null;
  try {
    return new TextDecoder(trimmed).encoding;
  } catch {
    return null;
  }
}
