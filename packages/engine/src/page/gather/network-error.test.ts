import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createCrawlFetcher } from "./crawl-fetcher.js";
import { startLocalServer } from "./gather-test-kit.js";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function fetchOnce(url: string) {
  const fetcher = createCrawlFetcher({
    userAgent: "test",
    connectionsPerOrigin: 1,
    allowPrivateNetworks: true,
  });
  closers.push(() => fetcher.close());
  const outcome = await fetcher.fetch({ url, resource: false });
  if (outcome.ok) throw new Error("expected a failure");
  return outcome.error;
}

describe("what a broken response was, in words", () => {
  it("a 60 KB response header says the headers were too large, and what the limit is", async () => {
    const server = await startLocalServer((_request, response) => {
      response.setHeader("X-Padding", "a".repeat(60_000));
      response.setHeader("Content-Type", "text/html");
      response.end("<title>x</title>");
    });
    closers.push(server.close);
    const error = await fetchOnce(server.url());
    expect(error.code).toBe("HTTP_ERROR");
    expect(error.message).toBe(
      `127.0.0.1:${server.port} sent response headers larger than 16 KB, the most a client accepts (browsers and crawlers refuse such a response too).`,
    );
    expect(error.details.limit).toBe(16_384);
  });

  it("a malformed response says what the parser found", async () => {
    const raw = createServer((socket) => {
      socket.once("data", () =>
        socket.end("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nBad Header: x\r\n\r\nhi"),
      );
    });
    await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise((resolve) => raw.close(() => resolve())));
    const { port } = raw.address() as AddressInfo;
    const error = await fetchOnce(`http://127.0.0.1:${port}/`);
    expect(error.code).toBe("HTTP_ERROR");
    expect(error.message).toBe(`127.0.0.1:${port} sent an invalid HTTP response (invalid header token).`);
  });
});
