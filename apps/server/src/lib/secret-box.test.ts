import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeSecretsKey, SecretBox, SecretBoxError } from "./secret-box";

const key = randomBytes(32);

describe("SecretBox", () => {
  it("opens what it sealed, and the sealed text holds none of the secret", () => {
    const box = new SecretBox(key);
    const sealed = box.seal("staging-password-123", "site-credentials:a");
    expect(sealed).not.toContain("staging");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(box.open(sealed, "site-credentials:a")).toBe("staging-password-123");
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal("staging-password-123", "site-credentials:a")).not.toBe(sealed);
  });

  it("refuses a value moved to another row, altered, or sealed under another key", () => {
    const box = new SecretBox(key);
    const sealed = box.seal("secret", "site-credentials:a");
    expect(() => box.open(sealed, "site-credentials:b")).toThrow(SecretBoxError);
    const [format, iv, body] = sealed.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0]! ^= 1;
    expect(() => box.open(`${format}.${iv}.${flipped.toString("base64url")}`, "site-credentials:a")).toThrow(
      SecretBoxError,
    );
    expect(() => new SecretBox(randomBytes(32)).open(sealed, "site-credentials:a")).toThrow(SecretBoxError);
    expect(() => box.open("v2.abc.def", "site-credentials:a")).toThrow(/format/);
  });

  it("reads SECRETS_KEY as base64 or hex of exactly 32 bytes", () => {
    expect(decodeSecretsKey(key.toString("base64"))?.equals(key)).toBe(true);
    expect(decodeSecretsKey(key.toString("base64url"))?.equals(key)).toBe(true);
    expect(decodeSecretsKey(key.toString("hex"))?.equals(key)).toBe(true);
    expect(decodeSecretsKey(randomBytes(16).toString("base64"))).toBeNull();
    expect(decodeSecretsKey("a passphrase that is long enough but not a key")).toBeNull();
    expect(() => new SecretBox(randomBytes(16))).toThrow(/openssl rand -base64 32/);
  });
});
