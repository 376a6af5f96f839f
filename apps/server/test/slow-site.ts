import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { GOOD_PAGE } from "./target-site";

/**
 * A website on 127.0.0.1 that takes its time: every request (pages and
 * robots.txt alike) is answered after `holdMs`. It counts the requests it is
 * holding at once, so a test can measure at the target how many fetches
 * RankLens really had in flight. `/fail…` paths answer 500 without HTML.
 */
export interface SlowSite {
  url: string;
  /** Requests being held right now. */
  inFlight(): number;
  /** The most requests held at once since start (or the last resetPeak). */
  peak(): number;
  /** Requests received so far. */
  requests(): number;
  resetPeak(): void;
  close(): Promise<void>;
}

export async function startSlowSite(holdMs: number): Promise<SlowSite> {
  let inFlight = 0;
  let peak = 0;
  let requests = 0;
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    requests++;
    inFlight++;
    peak = Math.max(peak, inFlight);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
    };
    res.on("close", finish);
    const timer = setTimeout(() => {
      const path = req.url ?? "/";
      if (path === "/robots.txt") res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\n");
      else if (path.startsWith("/fail")) res.writeHead(500, { "content-type": "text/plain" }).end("broken");
      else res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(GOOD_PAGE);
      finish();
    }, holdMs);
    res.on("close", () => clearTimeout(timer));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    inFlight: () => inFlight,
    peak: () => peak,
    requests: () => requests,
    resetPeak: () => {
      peak = inFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
