import type { CurrentUser } from "./current-user";

/** A resolved session: who it belongs to, and its id. */
export interface CachedSession {
  user: CurrentUser;
  sessionId: string;
}

/** How long a looked-up session is reused without asking the database again. */
export const SESSION_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

/**
 * A one-second memory of "this session cookie belongs to this user" (or to
 * nobody). Resolving a session costs about half the CPU of a cheap API request
 * (signature check and two queries), and a browser or API client sends the
 * same cookie many times a second. Every request to /api/auth/* that may end
 * or change a session (sign-out, password reset or change, revoking) clears
 * it on this server; another app server behind the same database may honour
 * an ended session for at most one more second — the same trade-off as Better
 * Auth's cookie cache, with a window of a second instead of minutes.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession | null; expires: number }>();

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  /** The cached answer for this cookie: a session, null (no valid session), or undefined (not cached). */
  get(cookie: string, now = Date.now()): CachedSession | null | undefined {
    const entry = this.entries.get(cookie);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(cookie);
      return undefined;
    }
    return entry.session;
  }

  set(cookie: string, session: CachedSession | null, now = Date.now()): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(cookie, { session, expires: now + this.ttlMs });
  }

  /** Forgets everything: a session may have ended or changed. */
  clear(): void {
    this.entries.clear();
  }
}
