import { createHmac, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A Checkout Session the fake made, with what RankLens asked for. */
export interface FakeCheckoutSession {
  id: string;
  clientReferenceId: string | null;
  customerEmail: string | null;
  price: string | null;
  successUrl: string;
  cancelUrl: string;
  authorization: string | undefined;
}

/** One webhook delivery the fake made to RankLens, and how RankLens answered. */
export interface FakeWebhookDelivery {
  eventId: string;
  status: number;
  body: string;
}

/**
 * A local stand-in for Stripe as the browser meets it: the API RankLens calls
 * (`POST /v1/checkout/sessions`, as STRIPE_API_BASE) and a hosted checkout
 * page. 'Pay' on that page sends a `checkout.session.completed` webhook to
 * `webhookUrl`, signed the way Stripe signs (`t=<unix s>,v1=<hex HMAC-SHA256
 * of "t.body">` under the endpoint secret), then redirects to the session's
 * success_url; 'Cancel' goes to its cancel_url.
 */
export interface FakeStripeCheckout {
  /** http://127.0.0.1:PORT, for STRIPE_API_BASE. */
  url: string;
  /** Where 'Pay' delivers the webhook; set once the RankLens server is up. */
  webhookUrl: string;
  /**
   * null (default): 'Pay' delivers the webhook, then redirects. A number: 'Pay'
   * redirects at once and delivers that many ms later, as Stripe may.
   */
  webhookDelayMs: number | null;
  sessions: FakeCheckoutSession[];
  deliveries: FakeWebhookDelivery[];
  close(): Promise<void>;
}

/** Signs a webhook body as Stripe does (written here independently of the server's verifier). */
export function stripeSignature(body: string, secret: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

function checkoutPage(session: FakeCheckoutSession): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>Fake Stripe Checkout</h1>
<p>Subscribe to ${escapeHtml(session.price ?? "?")} as ${escapeHtml(session.customerEmail ?? "?")}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel</a></p>
</body></html>`;
}

export async function startFakeStripeCheckout(options: {
  webhookSecret: string;
}): Promise<FakeStripeCheckout> {
  const sessions: FakeCheckoutSession[] = [];
  const deliveries: FakeWebhookDelivery[] = [];
  let base = "";
  const state = { webhookUrl: "", webhookDelayMs: null as number | null };

  async function pay(session: FakeCheckoutSession, res: ServerResponse) {
    const delay = state.webhookDelayMs;
    if (delay !== null) {
      res.writeHead(303, { location: session.successUrl }).end();
      await new Promise((resolve) => setTimeout(resolve, delay));
      await deliver(session);
      return;
    }
    const answer = await deliver(session);
    if (answer.status !== 200) {
      res.writeHead(502, { "content-type": "text/plain" }).end(`webhook refused: HTTP ${answer.status}`);
      return;
    }
    res.writeHead(303, { location: session.successUrl }).end();
  }

  async function deliver(session: FakeCheckoutSession): Promise<FakeWebhookDelivery> {
    const now = Math.floor(Date.now() / 1000);
    const eventId = `evt_fake_${randomBytes(8).toString("hex")}`;
    const body = JSON.stringify({
      id: eventId,
      object: "event",
      type: "checkout.session.completed",
      created: now,
      data: {
        object: {
          id: session.id,
          object: "checkout.session",
          mode: "subscription",
          payment_status: "paid",
          client_reference_id: session.clientReferenceId,
          customer: `cus_fake_${session.id}`,
          subscription: `sub_fake_${session.id}`,
        },
      },
    });
    const answer = await fetch(state.webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": stripeSignature(body, options.webhookSecret, now),
      },
      body,
    });
    const delivery = { eventId, status: answer.status, body: await answer.text() };
    deliveries.push(delivery);
    return delivery;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      const body = await readBody(req);
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const form = new URLSearchParams(body);
        const session: FakeCheckoutSession = {
          id: `cs_test_fake${sessions.length + 1}`,
          clientReferenceId: form.get("client_reference_id"),
          customerEmail: form.get("customer_email"),
          price: form.get("line_items[0][price]"),
          successUrl: form.get("success_url") ?? "",
          cancelUrl: form.get("cancel_url") ?? "",
          authorization: req.headers.authorization,
        };
        sessions.push(session);
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: session.id,
            object: "checkout.session",
            url: `${base}/pay/${session.id}`,
          }),
        );
        return;
      }
      const session = sessions.find((s) => path === `/pay/${s.id}`);
      if (session && req.method === "GET") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(checkoutPage(session));
        return;
      }
      if (session && req.method === "POST") {
        await pay(session, res);
        return;
      }
      res.writeHead(404, { "content-type": "application/json" }).end(
        JSON.stringify({
          error: { type: "invalid_request_error", message: `Unrecognized request URL (${path})` },
        }),
      );
    })().catch((error: unknown) => {
      // A late delivery fails after the redirect was sent; it is still on record as missing from `deliveries`.
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    get webhookUrl() {
      return state.webhookUrl;
    },
    set webhookUrl(url: string) {
      state.webhookUrl = url;
    },
    get webhookDelayMs() {
      return state.webhookDelayMs;
    },
    set webhookDelayMs(ms: number | null) {
      state.webhookDelayMs = ms;
    },
    sessions,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
