import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "../errors";

/** Stripe's tolerance for a delivery's timestamp, applied both ways (stripe-node only checks the past). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface VerifyStripeSignatureInput {
  /** The request body exactly as received, before any JSON parsing. */
  payload: string;
  /** The Stripe-Signature header: `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`. */
  header: string | undefined;
  secret: string;
  /** Unix seconds now. */
  nowSeconds: number;
}

/**
 * Verifies a Stripe webhook signature (research/security.md §4.3): the
 * HMAC-SHA256 of `${t}.${payload}` under the endpoint secret must equal one
 * of the `v1` values (several during a secret roll), compared in constant
 * time, and `t` must be within 300 s of now in either direction. Anything
 * else is a 400 and the caller changes nothing.
 */
export function verifyStripeSignature(input: VerifyStripeSignatureInput): void {
  if (!input.header) throw invalid("Missing Stripe-Signature header");
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of input.header.split(",")) {
    const eq = part.indexOf("=");
    if (eq <= 0) throw invalid("Malformed Stripe-Signature header");
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === "t") {
      if (!/^\d{1,12}$/.test(value) || timestamp !== undefined)
        throw invalid("Malformed Stripe-Signature header");
      timestamp = Number(value);
    } else if (name === "v1") {
      if (!/^[0-9a-f]{64}$/i.test(value)) throw invalid("Malformed Stripe-Signature header");
      signatures.push(value.toLowerCase());
    }
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw invalid("Stripe-Signature header has no timestamp or no v1 signature");
  }
  if (Math.abs(input.nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw invalid(`Stripe-Signature timestamp is more than ${SIGNATURE_TOLERANCE_SECONDS} seconds from now`);
  }
  const expected = createHmac("sha256", input.secret)
    .update(`${timestamp}.${input.payload}`, "utf8")
    .digest();
  const matches = signatures.some((hex) => timingSafeEqual(Buffer.from(hex, "hex"), expected));
  if (!matches) throw invalid("No Stripe-Signature v1 signature matches this payload");
}

/** A Stripe-Signature header for `payload` (what Stripe sends; used by tests and local tooling). */
export function signStripePayload(payload: string, secret: string, timestampSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${timestampSeconds}.${payload}`, "utf8").digest("hex");
  return `t=${timestampSeconds},v1=${mac}`;
}

function invalid(message: string): AppError {
  return new AppError("INVALID_REQUEST", message);
}
