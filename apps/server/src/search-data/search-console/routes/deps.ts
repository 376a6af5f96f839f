import type { Context } from "hono";
import type { AppEnv } from "../../../app-env";
import type { SearchConsoleDeps } from "../connection";
import { googleSetup } from "../google-endpoints";

export const SEARCH_CONSOLE_TAGS = ["Search Console"];

/** The Search Console services' dependencies, from the app's. */
export function searchConsoleDeps(c: Context<AppEnv>): SearchConsoleDeps {
  const { db, secrets, env, now } = c.get("deps");
  return { db, secrets, google: googleSetup(env), now };
}

/** Where Google sends the browser back: registered as the OAuth client's redirect URI. */
export const callbackUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, "")}/api/v1/providers/search-console/callback`;
