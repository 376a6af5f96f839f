import { createHash } from "node:crypto";

/**
 * A strict CSP for one HTML document: scripts only from our origin plus the
 * exact inline scripts the build put in that document (by SHA-256), so an
 * injected script cannot run (research/security.md §5.2).
 */
export function contentSecurityPolicy(html: string): string {
  const hashes = inlineScriptHashes(html).map((h) => `'sha256-${h}'`);
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.length ? ` ${hashes.join(" ")}` : ""}`,
    // React sets style attributes (e.g. toasts); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** The policy for API responses: nothing may load, nothing may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const pattern = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
  for (let m = pattern.exec(html); m !== null; m = pattern.exec(html)) {
    const body = m[1] ?? "";
    if (body.length > 0) hashes.push(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return hashes;
}
