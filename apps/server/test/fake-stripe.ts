import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One API call the fake Stripe received. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form body, decoded (Stripe's API takes application/x-www-form-urlencoded). */
  form: URLSearchParams;
  authorization: string | undefined;
}

/** A local stand-in for api.stripe.com: answers Checkout Session creation and records what it got. */
export interface FakeStripe {
  /** e.g. http://127.0.0.1:PORT, for STRIPE_API_BASE. */
  url: string;
  requests: FakeStripeRequest[];
  /** Makes the next calls answer with a Stripe-style error of this HTTP status. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  let failure: number | null = null;
  let sessions = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const path = (req.url ?? "/").split("?")[0]!;
      requests.push({ method: req.method ?? "GET", path, form, authorization: req.headers.authorization });
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (failure !== null) {
        send(failure, { error: { type: "api_error", message: "Fake Stripe failure" } });
        return;
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const id = `cs_test_fake${++sessions}`;
        send(200, {
          id,
          object: "checkout.session",
          mode: form.get("mode"),
          client_reference_id: form.get("client_reference_id"),
          customer_email: form.get("customer_email"),
          url: `https://checkout.stripe.com/c/pay/${id}`,
        });
        return;
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${path})` } });
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
