/**
 * Replaces `{{NAME}}` in a text with `values.NAME`. An unknown name throws, so
 * a typo fails the build instead of showing "{{PRO_PRICE}}" to visitors.
 */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}}`);
    return value;
  });
}
