import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { SECURE_COOKIE_PREFIX } from "better-auth/cookies";

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device
 * Cookies"): after a successful sign-in the browser keeps a signed note
 * "this browser signed in to account X before". A sign-in attempt that shows
 * one for the account it signs in to skips the per-account backoff, so an
 * attacker guessing the account cannot keep its owner out; the device's own
 * failures are backed off per device instead (auth/sign-in-throttle.ts).
 *
 * One cookie per account: a sign-in reads and writes only its own cookie (no
 * list to merge, no race between two tabs signing in to two accounts), and
 * the name alone finds it. The name is `ranklens_device_` + 16 hex digits of
 * an HMAC of the account key, so it tells nothing about the address to
 * someone without AUTH_SECRET; over https it gets the `__Secure-` prefix.
 *
 * The value, about 60 bytes:
 *
 *     v1.<generation>.<expires>.<nonce>.<mac>
 *
 * - generation: the account's device generation when issued (decimal). A
 *   password reset bumps the stored one, and a cookie of an older
 *   generation proves nothing (auth/sign-in-devices.ts).
 * - expires: Unix seconds after which the cookie proves nothing (decimal),
 *   checked here whatever the browser does with Max-Age.
 * - nonce: 16 random bytes, base64url; names this device's failure bucket.
 * - mac: HMAC-SHA256 over `v1.<account key>.<generation>.<expires>.<nonce>`
 *   with a key derived from AUTH_SECRET (HKDF, so it is never the key Better
 *   Auth signs sessions with), cut to its first 16 bytes (HMAC-SHA-256-128 as
 *   in RFC 4868; each forgery attempt is an online guess), base64url. The account key is the hash the throttle keys
 *   accounts by (auth/sign-in-throttle.ts), so checking a cookie needs no
 *   user lookup and the same cookie never fits another account.
 */
export const DEVICE_COOKIE = {
  namePrefix: "ranklens_device_",
  /** 180 days, as OWASP suggests for a "remembered" device. */
  maxAgeSeconds: 180 * 24 * 60 * 60,
  /** Only the sign-in endpoint reads it; no other request carries it. */
  path: "/api/auth/sign-in/email",
  /**
   * Accounts one browser is remembered for. Every remembered account adds a
   * cookie to each sign-in request; past this, the oldest are dropped, so a
   * shared computer cannot grow the request headers without bound.
   */
  maxPerBrowser: 10,
} as const;

const VERSION = "v1";
const MAC_BYTES = 16;
const VALUE_PATTERN = /^v1\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

/** What a genuine, unexpired cookie says. Whether its generation is current is the caller's check. */
export interface DeviceClaim {
  generation: number;
  nonce: string;
}

export interface IssuedDeviceCookie {
  name: string;
  value: string;
  attributes: { httpOnly: true; secure: boolean; sameSite: "lax"; path: string; maxAge: number };
}

export interface DeviceCookies {
  /** The cookie name for an account key (the prefix included). */
  nameFor(accountKey: string): string;
  /** A new cookie for the account: a fresh nonce, expiring `maxAgeSeconds` from `now`. */
  issue(accountKey: string, generation: number, now: number): IssuedDeviceCookie;
  /** The claim of a cookie value shown for `accountKey`, or null if it is forged, altered, another account's or expired. */
  verify(accountKey: string, value: string | undefined, now: number): DeviceClaim | null;
  /** Names of device cookies beyond `maxPerBrowser - 1` besides `keepName`, the soonest to expire first. */
  surplus(cookies: ReadonlyMap<string, string>, keepName: string): string[];
}

export function createDeviceCookies(options: { secret: string; secure: boolean }): DeviceCookies {
  const key = Buffer.from(hkdfSync("sha256", options.secret, "", "ranklens sign-in device cookie v1", 32));
  const prefix = `${options.secure ? SECURE_COOKIE_PREFIX : ""}${DEVICE_COOKIE.namePrefix}`;
  const mac = (text: string) => createHmac("sha256", key).update(text).digest();
  // Over the fields as written, so each value has exactly one spelling ("007" is not "7").
  const signed = (accountKey: string, generation: string, expires: string, nonce: string) =>
    mac(`${VERSION}.${accountKey}.${generation}.${expires}.${nonce}`).subarray(0, MAC_BYTES);

  const nameFor = (accountKey: string) =>
    `${prefix}${mac(`name.${accountKey}`).toString("hex").slice(0, 16)}`;

  return {
    nameFor,
    issue(accountKey, generation, now) {
      const expires = String(Math.floor(now / 1000) + DEVICE_COOKIE.maxAgeSeconds);
      const nonce = randomBytes(16).toString("base64url");
      const tag = signed(accountKey, String(generation), expires, nonce).toString("base64url");
      return {
        name: nameFor(accountKey),
        value: `${VERSION}.${generation}.${expires}.${nonce}.${tag}`,
        attributes: {
          httpOnly: true,
          secure: options.secure,
          sameSite: "lax",
          path: DEVICE_COOKIE.path,
          maxAge: DEVICE_COOKIE.maxAgeSeconds,
        },
      };
    },
    verify(accountKey, value, now) {
      const parts = value === undefined ? null : VALUE_PATTERN.exec(value);
      if (!parts) return null;
      const [, generation, expires, nonce, tag] = parts as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      const expected = signed(accountKey, generation, expires, nonce);
      const given = Buffer.from(tag, "base64url");
      // Checked before the expiry, in constant time, so the answer's timing says nothing about the tag.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // The last base64url character has spare bits, so several spellings decode alike; only ours counts.
      if (given.toString("base64url") !== tag) return null;
      if (Number(expires) * 1000 <= now) return null;
      return { generation: Number(generation), nonce };
    },
    surplus(cookies, keepName) {
      const others = [...cookies]
        .filter(([name]) => name.startsWith(prefix) && name !== keepName)
        .map(([name, value]) => ({ name, expires: Number(VALUE_PATTERN.exec(value)?.[2] ?? 0) }))
        .sort((a, b) => a.expires - b.expires);
      return others
        .slice(0, Math.max(0, others.length - (DEVICE_COOKIE.maxPerBrowser - 1)))
        .map((c) => c.name);
    },
  };
}
