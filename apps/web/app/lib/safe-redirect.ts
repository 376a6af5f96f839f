/** Where a signed-in user goes when there is no (usable) place to send them back to. */
export const DEFAULT_SIGNED_IN_PATH = "/dashboard";

const PLACEHOLDER_ORIGIN = "http://ranklens.invalid";

/**
 * Turns an untrusted `redirectTo` value into a same-origin path (path + search +
 * hash), or the dashboard when it is missing or points anywhere else. This stops
 * a crafted link like `/login?redirectTo=//evil.example` from sending a user who
 * just signed in to another site.
 */
export function safeRedirectPath(
  target: string | null | undefined,
  fallback = DEFAULT_SIGNED_IN_PATH,
): string {
  if (!target) return fallback;
  // Only root-relative paths; "//host" and "/\host" are protocol-relative in browsers.
  if (!target.startsWith("/") || isProtocolRelative(target)) return fallback;
  // Browsers strip tabs and newlines from URLs, which could turn "/\t/evil" into "//evil".
  if (hasControlCharacter(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Normalising can make a protocol-relative address out of a harmless-looking one:
  // "/.//evil.example" and "/login/..//evil.example" both become "//evil.example".
  if (isProtocolRelative(path)) return fallback;
  return path;
}

function isProtocolRelative(path: string): boolean {
  return path.startsWith("//") || path.startsWith("/\\");
}

/** The `/login` address that brings the visitor back to `location` after signing in. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const target = `${location.pathname}${location.search}`;
  return `/login?${new URLSearchParams({ redirectTo: target }).toString()}`;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
