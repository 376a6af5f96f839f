/**
 * The origins whose cookie-authenticated writes we accept: PUBLIC_URL's origin,
 * and for the default localhost URL also 127.0.0.1 (people open both). Our
 * own CSRF rule and Better Auth's origin check use the same list.
 */
export function allowedOrigins(publicUrl: string): string[] {
  const origin = new URL(publicUrl).origin;
  const origins = [origin];
  if (origin.includes("://localhost:")) origins.push(origin.replace("://localhost:", "://127.0.0.1:"));
  return origins;
}
