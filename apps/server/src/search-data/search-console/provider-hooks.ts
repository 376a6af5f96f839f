import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Env } from "../../env";
import type { SecretBox } from "../../lib/secret-box";
import { dropAccessToken } from "./access-token";
import { testSearchConsole } from "./connection";
import { googleSetup } from "./google-endpoints";
import { revokeToken } from "./google-oauth";

/** What the providers' registry hands a provider's hooks. */
interface HookContext {
  db: Kysely<Database>;
  secrets: SecretBox | null;
  env: Env;
  workspaceId: string;
  now: () => Date;
}

/**
 * Search Console's entry in the providers' registry: `POST /providers/search-console/test` lists
 * the account's properties; `DELETE /providers/search-console` revokes the grant at Google first
 * (best effort). The stored credentials are `{ refreshToken }` (search-console-grant.ts).
 */
export const searchConsoleHooks = {
  async test(_credentials: unknown, ctx: HookContext) {
    const tested = await testSearchConsole(
      { db: ctx.db, secrets: ctx.secrets, google: googleSetup(ctx.env), now: ctx.now },
      ctx.workspaceId,
    );
    return { login: tested.login, balance: null };
  },
  async disconnect(credentials: unknown, ctx: HookContext): Promise<void> {
    const token = (credentials as { refreshToken?: unknown } | null)?.refreshToken;
    if (typeof token === "string") await revokeToken(googleSetup(ctx.env), token);
    dropAccessToken(ctx.workspaceId);
  },
};
