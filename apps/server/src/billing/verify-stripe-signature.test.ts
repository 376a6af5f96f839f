import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { signStripePayload, verifyStripeSignature } from "./verify-stripe-signature";

const SECRET = "whsec_test_secret";
const NOW = 1_800_000_000;
const PAYLOAD = '{"id":"evt_1","type":"checkout.session.completed"}';

const verify = (header: string | undefined, payload = PAYLOAD, nowSeconds = NOW) =>
  verifyStripeSignature({ payload, header, secret: SECRET, nowSeconds });

const hmac = (t: number, payload: string, secret = SECRET) =>
  createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex");

function rejection(fn: () => void): AppError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return error as AppError;
  }
  throw new Error("expected the signature to be rejected");
}

describe("verifyStripeSignature", () => {
  it("accepts Stripe's scheme: HMAC-SHA256 of `t.body` under the endpoint secret", () => {
    expect(signStripePayload(PAYLOAD, SECRET, NOW)).toBe(`t=${NOW},v1=${hmac(NOW, PAYLOAD)}`);
    expect(() => verify(`t=${NOW},v1=${hmac(NOW, PAYLOAD)}`)).not.toThrow();
  });

  it("accepts any matching v1 while a secret is rolled, and ignores v0", () => {
    const header = `t=${NOW},v1=${hmac(NOW, PAYLOAD, "whsec_old")},v1=${hmac(NOW, PAYLOAD)},v0=abc`;
    expect(() => verify(header)).not.toThrow();
  });

  it("refuses a wrong secret, a changed body and a header with only v0", () => {
    rejection(() => verify(`t=${NOW},v1=${hmac(NOW, PAYLOAD, "whsec_wrong")}`));
    rejection(() => verify(signStripePayload(PAYLOAD, SECRET, NOW), PAYLOAD.replace("evt_1", "evt_2")));
    rejection(() => verify(`t=${NOW},v0=${hmac(NOW, PAYLOAD)}`));
  });

  it("allows 300 seconds of clock difference either way, not 301", () => {
    expect(() => verify(signStripePayload(PAYLOAD, SECRET, NOW - 300))).not.toThrow();
    expect(() => verify(signStripePayload(PAYLOAD, SECRET, NOW + 300))).not.toThrow();
    const stale = rejection(() => verify(signStripePayload(PAYLOAD, SECRET, NOW - 301)));
    expect(stale.message).toMatch(/300 seconds/);
    rejection(() => verify(signStripePayload(PAYLOAD, SECRET, NOW + 301)));
  });

  it("refuses missing and malformed headers", () => {
    expect(rejection(() => verify(undefined)).message).toBe("Missing Stripe-Signature header");
    for (const header of [
      "",
      "garbage",
      `t=${NOW}`,
      `v1=${hmac(NOW, PAYLOAD)}`,
      `t=soon,v1=${hmac(NOW, PAYLOAD)}`,
      `t=${NOW},v1=xyz`,
      `t=${NOW},v1=${hmac(NOW, PAYLOAD).slice(0, 63)}`,
      `t=${NOW},t=${NOW},v1=${hmac(NOW, PAYLOAD)}`,
    ]) {
      rejection(() => verify(header));
    }
  });
});
