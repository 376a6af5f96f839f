/** "N items" with the right plural. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Quotes a value for a message, shortened to `max` characters. */
export function quote(value: string, max = 80): string {
  return `“${value.length > max ? `${value.slice(0, max - 1)}…` : value}”`;
}

/** Lists the first few values of a list for a message. */
export function listSome(values: string[], max = 3): string {
  const shown = values.slice(0, max).join(", ");
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}
