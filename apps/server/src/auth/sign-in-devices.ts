import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import type { DeviceClaim, DeviceCookies } from "./device-cookie";
import { accountKey } from "./sign-in-throttle";

/**
 * Which sign-in attempts come from a remembered device. The cookie itself is
 * checked without the database (auth/device-cookie.ts); what the database adds
 * is the account's device generation, the one thing a password reset has to
 * change to end the trust of every device cookie issued before it: a reset
 * means "someone else may have had my password", and devices remembered
 * until then may be theirs.
 */

/** The account's current device generation (0 until its password is first reset). */
export async function deviceGeneration(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom("sign_in_device_generations")
    .select("generation")
    .where("account_key", "=", accountKey(email))
    .executeTakeFirst();
  return row ? Number(row.generation) : 0;
}

/** Ends the trust of every device cookie issued for `email` so far (on a password reset). */
export async function forgetRememberedDevices(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .insertInto("sign_in_device_generations")
    .values({ account_key: accountKey(email), generation: 1 })
    .onConflict((oc) =>
      oc
        .column("account_key")
        .doUpdateSet({ generation: sql<number>`${sql.ref("sign_in_device_generations.generation")} + 1` }),
    )
    .execute();
}

/**
 * The claim of the device cookie shown for `email` in `cookies` if it is
 * genuine, unexpired and of the account's current generation; null otherwise
 * (then the attempt is an ordinary one). Reads the database only for a cookie
 * that passed the signature check, so made-up cookies cost nothing.
 */
export async function rememberedDevice(
  db: Kysely<Database>,
  deviceCookies: DeviceCookies,
  cookies: ReadonlyMap<string, string>,
  email: string,
  now: number,
): Promise<DeviceClaim | null> {
  const key = accountKey(email);
  const claim = deviceCookies.verify(key, cookies.get(deviceCookies.nameFor(key)), now);
  if (!claim) return null;
  return claim.generation === (await deviceGeneration(db, email)) ? claim : null;
}
