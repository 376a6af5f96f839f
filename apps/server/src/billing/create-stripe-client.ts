import Stripe from "stripe";

/**
 * A Stripe SDK client. `apiBase` (STRIPE_API_BASE) points it at another
 * host, e.g. the local fake Stripe of the tests; unset means Stripe itself.
 */
export function createStripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}
