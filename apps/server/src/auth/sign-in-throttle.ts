import { createHash } from "node:crypto";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema";

/**
 * The per-account backoff (ASVS 6.3.1; research/security.md §3.2): the first
 * 5 attempts since the last success are evaluated at once; after that each
 * attempt must wait 1 s, 2 s, 4 s … doubling up to a minute. There is no
 * lockout — the owner can always get in once the current delay has passed,
 * and a successful sign-in or a password reset clears the count. At the cap
 * an attacker gets about 60 guesses an hour per account, whatever the number
 * of addresses they send from (the per-address limits come on top).
 *
 * A browser that shows a valid device cookie for the account (see
 * auth/device-cookie.ts) is not held by the account's count: its attempts
 * are counted in a bucket of that device's own, with the same backoff, so
 * an attacker guessing the account does not keep its owner out, and a
 * stolen device cookie does not guess any faster.
 */
export const SIGN_IN_BACKOFF = {
  freeAttempts: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
  /** An account that has seen no attempt for a day starts from zero again. */
  forgetAfterMs: 24 * 60 * 60 * 1000,
} as const;

/** How long to wait after the `attempts`-th attempt since the last success. */
export function backoffDelayMs(attempts: number): number {
  const { freeAttempts, firstDelayMs, maxDelayMs } = SIGN_IN_BACKOFF;
  if (attempts < freeAttempts) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(attempts - freeAttempts, 30));
}

/** The row key of an e-mail address: its hash, so unknown addresses typed at sign-in are not stored. */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** The row key of one remembered device's attempts on an account: the account key, a dot, the cookie's nonce. */
function deviceBucketKey(email: string, deviceNonce: string): string {
  return `${accountKey(email)}.${deviceNonce}`;
}

export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** `backoffDelayMs(attempts)` as SQL, for the attempt count `attempts` computes inside the upsert. */
function backoffDelaySql(attempts: RawBuilder<number>): RawBuilder<number> {
  const branches: RawBuilder<unknown>[] = [
    sql`when ${attempts} < ${sql.lit(SIGN_IN_BACKOFF.freeAttempts)} then 0`,
  ];
  for (let n = SIGN_IN_BACKOFF.freeAttempts; backoffDelayMs(n) < SIGN_IN_BACKOFF.maxDelayMs; n++) {
    branches.push(sql`when ${attempts} = ${sql.lit(n)} then ${sql.lit(backoffDelayMs(n))}`);
  }
  return sql<number>`(case ${sql.join(branches, sql` `)} else ${sql.lit(SIGN_IN_BACKOFF.maxDelayMs)} end)`;
}

/**
 * Decides whether a sign-in attempt for `email` may be evaluated now, and if
 * so counts it straight away, as if it will fail (a success clears the count):
 * counting before the password is checked is what keeps a burst of
 * simultaneous attempts from all slipping past the check. It is one
 * conditional upsert — the row is only bumped when its delay has passed — so
 * concurrent attempts on any number of app servers cannot overrun it.
 */
export function reserveSignInAttempt(
  db: Kysely<Database>,
  email: string,
  now: number = Date.now(),
): Promise<SignInAttempt> {
  return reserveAttempt(db, accountKey(email), now);
}

/**
 * `reserveSignInAttempt` for an attempt from a remembered device (one whose
 * device cookie for this account checked out): counted against that device
 * alone, never against the account or other devices.
 */
export function reserveDeviceSignInAttempt(
  db: Kysely<Database>,
  email: string,
  deviceNonce: string,
  now: number = Date.now(),
): Promise<SignInAttempt> {
  return reserveAttempt(db, deviceBucketKey(email, deviceNonce), now);
}

async function reserveAttempt(db: Kysely<Database>, key: string, now: number): Promise<SignInAttempt> {
  const staleBefore = now - SIGN_IN_BACKOFF.forgetAfterMs;
  const attempts = sql<number>`(case when ${sql.ref("sign_in_throttle.updated_at")} < ${staleBefore} then 1 else ${sql.ref("sign_in_throttle.failures")} + 1 end)`;
  const counted = await db
    .insertInto("sign_in_throttle")
    .values({ account_key: key, failures: 1, next_attempt_at: now + backoffDelayMs(1), updated_at: now })
    .onConflict((oc) =>
      oc
        .column("account_key")
        .doUpdateSet({
          failures: attempts,
          next_attempt_at: sql<number>`cast(${now} as bigint) + ${backoffDelaySql(attempts)}`,
          updated_at: now,
        })
        // Only once the delay has passed (or the account's attempts are a day old and forgotten).
        .where((eb) =>
          eb.or([
            eb("sign_in_throttle.next_attempt_at", "<=", now),
            eb("sign_in_throttle.updated_at", "<", staleBefore),
          ]),
        ),
    )
    .returning("failures")
    .executeTakeFirst();
  if (counted) {
    // Rows of addresses that never signed in are dead weight after a day; sweep now and then.
    if (counted.failures === 1 && Math.random() < 0.01) await forgetStaleAttempts(db, staleBefore);
    return { allowed: true };
  }
  const row = await db
    .selectFrom("sign_in_throttle")
    .select("next_attempt_at")
    .where("account_key", "=", key)
    .executeTakeFirst();
  const waitMs = row ? Number(row.next_attempt_at) - now : 1_000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Forgets the account's attempts for `email` (after a sign-in without a
 * remembered device, or a password reset). Devices' buckets are not touched:
 * a successful device sign-in gets a new nonce, so its old bucket only ever
 * holds the attempts of a copy of the cookie, and a day forgets it.
 */
export async function clearSignInAttempts(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("sign_in_throttle").where("account_key", "=", accountKey(email)).execute();
}

async function forgetStaleAttempts(db: Kysely<Database>, staleBefore: number): Promise<void> {
  await db.deleteFrom("sign_in_throttle").where("updated_at", "<", staleBefore).execute();
}
