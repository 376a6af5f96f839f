import { once } from "node:events";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** A website on 127.0.0.1 that misbehaves on purpose, for the page fetcher's limits. */
export interface HostileSite {
  url: string;
  /** Bytes written by the endless stream before the reader went away. */
  endlessBytesSent(): number;
  close(): Promise<void>;
}

const CHUNK = Buffer.from(`<p>${"endless filler text ".repeat(800)}</p>\n`);

/**
 * Paths: `/hang` accepts and never answers (no headers); `/trickle` sends HTML
 * headers and then one byte a second forever; `/endless` sends HTML as fast as
 * the reader takes it, forever. Everything else is 404. Sockets are tracked so
 * close() never waits on a tarpit.
 */
export async function startHostileSite(): Promise<HostileSite> {
  const sockets = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setInterval>>();
  let endlessBytes = 0;

  const endless = (res: ServerResponse) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.write("<!doctype html><html><head><title>Endless</title></head><body>");
    const pump = () => {
      while (!res.destroyed) {
        endlessBytes += CHUNK.length;
        if (!res.write(CHUNK)) {
          res.once("drain", pump);
          return;
        }
      }
    };
    pump();
  };

  const server = createServer((req, res) => {
    if (req.url === "/hang") return;
    if (req.url === "/trickle") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      const timer = setInterval(() => res.write("<"), 1_000);
      timers.add(timer);
      res.on("close", () => clearInterval(timer));
      return;
    }
    if (req.url === "/endless") return endless(res);
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
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
    endlessBytesSent: () => endlessBytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
