import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** The sealed format's version: a later key or cipher gets a new prefix, and old values still open. */
const FORMAT = "v1";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** How SECRETS_KEY must look: 32 random bytes, as base64 (`openssl rand -base64 32`) or 64 hex digits. */
export const SECRETS_KEY_HELP =
  "SECRETS_KEY must be 32 random bytes, as base64 or 64 hex digits: generate one with `openssl rand -base64 32`.";

/** The 32 bytes of a SECRETS_KEY value, or null when it is not one. */
export function decodeSecretsKey(value: string): Buffer | null {
  const text = value.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, "base64")
      : null;
  return bytes?.length === KEY_BYTES ? bytes : null;
}

export class SecretBoxError extends Error {
  override readonly name = "SecretBoxError";
}

/**
 * Seals and opens secrets kept in the database (staging credentials, provider keys) with AES-256-GCM
 * under SECRETS_KEY. Each value is bound to where it is stored (`context`, e.g. "site-credentials:<id>")
 * as associated data: copied onto another row, it no longer opens. A value that was changed, or
 * sealed under another key, fails to open rather than reading as something else.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new SecretBoxError(SECRETS_KEY_HELP);
    this.#key = Buffer.from(key);
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    cipher.setAAD(Buffer.from(context, "utf8"));
    const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return `${FORMAT}.${iv.toString("base64url")}.${body.toString("base64url")}`;
  }

  open(sealed: string, context: string): string {
    const [format, ivText, bodyText, ...rest] = sealed.split(".");
    if (format !== FORMAT || ivText === undefined || bodyText === undefined || rest.length > 0) {
      throw new SecretBoxError("The stored secret is not in a format this server reads.");
    }
    const iv = Buffer.from(ivText, "base64url");
    const body = Buffer.from(bodyText, "base64url");
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES) {
      throw new SecretBoxError("The stored secret is not in a format this server reads.");
    }
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.#key, iv);
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(0, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
    } catch {
      throw new SecretBoxError(
        "The stored secret does not open with this server's SECRETS_KEY (the key changed, or the value was altered).",
      );
    }
  }
}
