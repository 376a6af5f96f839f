import type { Context } from "hono";
import type { AppEnv } from "../../../app-env";
import type { SearchConsoleDeps } from "../connection";
import { googleSetup } from "../google-endpoints";
import { type Backoff, DEFAULT_BACKOFF } from "../search-console-api";

export const SEARCH_CONSOLE_TAGS = ["Search data"];

/** The Search Console services' dependencies, from the app's. */
export function searchConsoleDeps(c: Context<AppEnv>): SearchConsoleDeps {
  const { db, secrets, env, now } = c.get("deps");
  return { db, secrets, google: googleSetup(env), now, backoff: ROUTE_BACKOFF };
}

/** A request someone waits on tries twice at most; the daily import waits longer (DEFAULT_BACKOFF). */
const ROUTE_BACKOFF: Backoff = { ...DEFAULT_BACKOFF, attempts: 2, baseMs: 1_000, maxMs: 5_000 };

/** Where Google sends the browser back: registered as the OAuth client's redirect URI. */
export const callbackUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, "")}/api/v1/providers/search-console/callback`;
