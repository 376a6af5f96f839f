/**
 * What people type into the URL box: "example.com/page" means https. Anything
 * with a scheme is left for the fetcher's policy to judge (it refuses all but
 * http and https).
 */
export function normalizeTargetUrl(input: string): string {
  const trimmed = input.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^/]+:\d/.test(trimmed) ? trimmed : `https://${trimmed}`;
}
