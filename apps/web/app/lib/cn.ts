/** Joins class names, skipping false/empty values, so conditional Tailwind classes stay readable. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
