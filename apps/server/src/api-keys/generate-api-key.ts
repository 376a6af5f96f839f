import { createHash, randomBytes } from "node:crypto";

/** Every RankLens API key starts with this, so leaked keys are easy to grep for (secret scanners). */
export const API_KEY_PREFIX = "rl_live_";
/** Random base62 characters after the prefix: 40 × log2(62) ≈ 238 bits. */
const RANDOM_LENGTH = 40;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** Characters of the key kept for display ("rl_live_AbCd…"). */
export const DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;

/** A new API key from the CSPRNG; rejection sampling keeps every base62 character equally likely. */
export function generateApiKey(): string {
  let out = "";
  while (out.length < RANDOM_LENGTH) {
    for (const byte of randomBytes(RANDOM_LENGTH * 2)) {
      // 248 = 4 × 62: bytes at or above it would favour the first characters.
      if (byte < 248 && out.length < RANDOM_LENGTH) out += BASE62[byte % 62];
    }
  }
  return API_KEY_PREFIX + out;
}

/** Hex SHA-256 of a key: what the database stores and looks keys up by. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}
