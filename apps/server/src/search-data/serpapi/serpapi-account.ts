import type { SerpApiClient } from "./serpapi-client";

/** What "Test connection" shows of a SerpApi account. */
export interface SerpApiAccount {
  /** The account's e-mail address. */
  email: string;
  /** Searches left this month (plan and extra credits together), as SerpApi counts them. */
  searchesLeft: number | null;
}

/**
 * The account the key opens (`/account.json`, free: it uses no search): proof the key works,
 * and the searches left before the checks stop. A refused key throws PROVIDER_AUTH.
 */
export async function serpApiAccount(client: SerpApiClient): Promise<SerpApiAccount> {
  const account = await client.get("/account.json");
  const left = account.total_searches_left ?? account.plan_searches_left;
  return {
    email: typeof account.account_email === "string" ? account.account_email : "",
    searchesLeft: typeof left === "number" ? left : null,
  };
}
