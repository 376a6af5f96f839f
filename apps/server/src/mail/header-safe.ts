/** Line breaks and control characters never reach a mail header (header injection). */
export function headerSafe(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}
