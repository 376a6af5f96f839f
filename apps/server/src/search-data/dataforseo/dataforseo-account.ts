import type { DataForSeoClient } from "./dataforseo-client";

/** What "Test connection" shows of a DataForSEO account. */
export interface DataForSeoAccount {
  login: string;
  /** The account's balance in USD, as DataForSEO reports it. */
  balance: number | null;
}

interface UserData {
  login: string;
  money?: { balance?: number | null } | null;
}

/**
 * The account the credentials open (`/v3/appendix/user_data`, free of charge): proof they work,
 * and the balance left before the checks stop. Refused credentials throw PROVIDER_AUTH.
 */
export async function dataForSeoAccount(client: DataForSeoClient): Promise<DataForSeoAccount> {
  const { results } = await client.get<UserData>("/v3/appendix/user_data");
  const user = results[0]?.[0];
  return { login: user?.login ?? "", balance: user?.money?.balance ?? null };
}
