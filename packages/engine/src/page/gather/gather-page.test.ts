import { brotliCompressSync, constants, createGzip, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { dialLog, type LocalServer, rejectionOf, startLocalServer } from "./gather-test-kit.js";
import { gatherPage } from "./index.js";

/** Every test here talks to its own node:http server on 127.0.0.1, so private networks are allowed. */
const fast = { connectMs: 300, headersMs: 300, totalMs: 3_000 };
const servers: LocalServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(handler: Parameters<typeof startLocalServer>[0]): Promise<LocalServer> {
  const server = await startLocalServer(handler);
  servers.push(server);
  return server;
}

function options(extra: Parameters<typeof gatherPage>[1] = {}) {
  return { allowPrivateNetworks: true, timeouts: fast, fetchRobotsTxt: false, ...extra };
}

const PAGE = "<!doctype html><html><head><title>Hello</title></head><body><p>Hi</p></body></html>";

describe("gatherPage: a normal page", () => {
  it("records status, final headers, timings, byte counts, fetchedAt and the HTML", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "X-Robots-Tag": "noarchive",
        "Set-Cookie": ["a=1", "b=2"],
      });
      response.end(PAGE);
    });
    const before = Date.now();
    const log = dialLog();
    const artifacts = await gatherPage(server.url("/page?x=1#frag"), options({ onDial: log.onDial }));
    expect(artifacts.url).toBe(server.url("/page?x=1#frag"));
    expect(artifacts.finalUrl).toBe(server.url("/page?x=1#frag"));
    expect(server.requests).toEqual(["/page?x=1"]);
    expect(artifacts.status).toBe(200);
    expect(artifacts.redirects).toEqual([]);
    expect(artifacts.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(artifacts.headers["x-robots-tag"]).toBe("noarchive");
    expect(artifacts.headers["set-cookie"]).toBe("a=1, b=2");
    expect(Object.keys(artifacts.headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(artifacts.html).toBe(PAGE);
    expect(artifacts.charset).toEqual({ name: "utf-8", source: "header" });
    expect(artifacts.bytes).toEqual({ transferred: PAGE.length, decoded: PAGE.length });
    expect(artifacts.timings.ttfbMs).toBeGreaterThanOrEqual(0);
    expect(artifacts.timings.totalMs).toBeGreaterThanOrEqual(artifacts.timings.ttfbMs ?? 0);
    expect(Date.parse(artifacts.fetchedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(artifacts.robotsTxt).toBeNull();
    expect(log.dials).toEqual([`127.0.0.1:${server.port}`]);
  });

  it("sends its user agent and asks only for encodings it can decode", async () => {
    const seen: Record<string, string | undefined> = {};
    const server = await serve((request, response) => {
      seen.userAgent = request.headers["user-agent"];
      seen.acceptEncoding = request.headers["accept-encoding"];
      seen.cookie = request.headers.cookie;
      response.writeHead(200, { "content-type": "text/html" });
      response.end(PAGE);
    });
    await gatherPage(server.url(), options());
    expect(seen.userAgent).toBe("RankLensBot/0.1 (+https://github.com/ranklens)");
    expect(seen.acceptEncoding).toBe("gzip, deflate, br");
    expect(seen.cookie).toBeUndefined();
    await gatherPage(server.url(), options({ userAgent: "Custom/1.0" }));
    expect(seen.userAgent).toBe("Custom/1.0");
  });

  it("refuses the loopback server when private networks are not allowed, without dialling", async () => {
    const server = await serve((_request, response) => response.end(PAGE));
    const log = dialLog();
    const error = await rejectionOf(gatherPage(server.url(), { timeouts: fast, onDial: log.onDial }));
    expect(error.code).toBe("BLOCKED_ADDRESS");
    expect(log.dials).toEqual([]);
    expect(server.requests).toEqual([]);
  });
});

describe("gatherPage: redirects", () => {
  it("follows and records the chain, resolving relative locations", async () => {
    const server = await serve((request, response) => {
      if (request.url === "/a") response.writeHead(301, { location: "/b" });
      else if (request.url === "/b") response.writeHead(302, { location: "c?q=1" });
      else if (request.url === "/c?q=1") response.writeHead(307, { location: `http://127.0.0.1:${port}/d` });
      else response.writeHead(200, { "content-type": "text/html" });
      response.end(request.url === "/d" ? PAGE : "moved");
    });
    const port = server.port;
    const artifacts = await gatherPage(server.url("/a"), options());
    expect(artifacts.url).toBe(server.url("/a"));
    expect(artifacts.finalUrl).toBe(server.url("/d"));
    expect(artifacts.redirects).toEqual([
      { url: server.url("/a"), status: 301, location: server.url("/b") },
      { url: server.url("/b"), status: 302, location: server.url("/c?q=1") },
      { url: server.url("/c?q=1"), status: 307, location: server.url("/d") },
    ]);
    expect(artifacts.html).toBe(PAGE);
  });

  it("stops a redirect loop with TOO_MANY_REDIRECTS", async () => {
    const server = await serve((request, response) => {
      response.writeHead(302, { location: request.url === "/x" ? "/y" : "/x" });
      response.end();
    });
    const error = await rejectionOf(gatherPage(server.url("/x"), options()));
    expect(error.code).toBe("TOO_MANY_REDIRECTS");
    expect(server.requests).toEqual(["/x", "/y"]);
  });

  it("allows maxRedirects hops and refuses one more", async () => {
    const server = await serve((request, response) => {
      const step = Number(request.url?.slice(1));
      if (step < 3) response.writeHead(302, { location: `/${step + 1}` });
      else response.writeHead(200, { "content-type": "text/html" });
      response.end(step < 3 ? "" : PAGE);
    });
    const ok = await gatherPage(server.url("/0"), options({ maxRedirects: 3 }));
    expect(ok.redirects).toHaveLength(3);
    const error = await rejectionOf(gatherPage(server.url("/0"), options({ maxRedirects: 2 })));
    expect(error.code).toBe("TOO_MANY_REDIRECTS");
    expect(error.details).toMatchObject({ limit: 2 });
  });

  it("returns a 3xx without Location as the final response", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(302, { "content-type": "text/html" });
      response.end(PAGE);
    });
    const artifacts = await gatherPage(server.url(), options());
    expect(artifacts.status).toBe(302);
    expect(artifacts.redirects).toEqual([]);
  });
});

describe("gatherPage: status codes and content", () => {
  it("returns the artifacts of a 404 page that has HTML", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(404, { "content-type": "text/html" });
      response.end("<html><title>Not found</title></html>");
    });
    const artifacts = await gatherPage(server.url("/missing"), options());
    expect(artifacts.status).toBe(404);
    expect(artifacts.html).toContain("Not found");
  });

  it("throws HTTP_ERROR for an error status with nothing usable", async () => {
    const server = await serve((request, response) => {
      if (request.url === "/plain") {
        response.writeHead(503, { "content-type": "text/plain" });
        response.end("down");
      } else {
        response.writeHead(500);
        response.end();
      }
    });
    const plain = await rejectionOf(gatherPage(server.url("/plain"), options()));
    expect(plain.code).toBe("HTTP_ERROR");
    expect(plain.details).toMatchObject({ status: 503 });
    const empty = await rejectionOf(gatherPage(server.url("/empty"), options()));
    expect(empty.code).toBe("HTTP_ERROR");
    expect(empty.details).toMatchObject({ status: 500 });
  });

  it.each([
    ["application/json", '{"a":1}'],
    ["image/png", "\x89PNG\r\n"],
    ["text/plain; charset=utf-8", "<html>looks like html but says text</html>"],
    ["application/octet-stream", "binary"],
  ])("refuses %s with NOT_HTML", async (type, body) => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { "content-type": type });
      response.end(body);
    });
    const error = await rejectionOf(gatherPage(server.url(), options()));
    expect(error.code).toBe("NOT_HTML");
    expect(error.details).toMatchObject({ contentType: type.split(";")[0] });
  });

  it("accepts application/xhtml+xml", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/xhtml+xml" });
      response.end(PAGE);
    });
    expect((await gatherPage(server.url(), options())).html).toBe(PAGE);
  });

  it("sniffs a body served without a Content-Type", async () => {
    const server = await serve((request, response) => {
      response.removeHeader("content-type");
      response.writeHead(200);
      response.end(request.url === "/html" ? "\n  <!DOCTYPE html><title>x</title>" : "%PDF-1.7 not html");
    });
    expect((await gatherPage(server.url("/html"), options())).html).toContain("<title>x</title>");
    const error = await rejectionOf(gatherPage(server.url("/pdf"), options()));
    expect(error.code).toBe("NOT_HTML");
  });

  it("throws NO_CONTENT for an empty or blank 200 page", async () => {
    const server = await serve((request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(request.url === "/blank" ? " \n\t " : "");
    });
    expect((await rejectionOf(gatherPage(server.url("/empty"), options()))).code).toBe("NO_CONTENT");
    expect((await rejectionOf(gatherPage(server.url("/blank"), options()))).code).toBe("NO_CONTENT");
  });

  it("throws CONNECT_FAILED when the connection is refused or reset", async () => {
    const closed = await serve(() => {});
    const url = closed.url();
    await closed.close();
    servers.splice(servers.indexOf(closed), 1);
    expect((await rejectionOf(gatherPage(url, options()))).code).toBe("CONNECT_FAILED");
    const resetting = await serve((request) => request.socket.destroy());
    expect((await rejectionOf(gatherPage(resetting.url(), options()))).code).toBe("CONNECT_FAILED");
  });
});

describe("gatherPage: timeouts", () => {
  it("gives up on a server that never sends headers (TIMEOUT, headers limit)", async () => {
    const server = await serve(() => {});
    const error = await rejectionOf(gatherPage(server.url(), options()));
    expect(error.code).toBe("TIMEOUT");
    expect(error.details).toMatchObject({ limit: fast.headersMs });
  });

  it("gives up on a body that stalls (TIMEOUT)", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.write("<html><title>partial");
    });
    const error = await rejectionOf(gatherPage(server.url(), options()));
    expect(error.code).toBe("TIMEOUT");
  });

  it("stops a slow-drip body at the total deadline even though every chunk is on time", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => response.write("<p>drip</p>"), 50);
      response.on("close", () => clearInterval(timer));
    });
    const totalMs = 700;
    const error = await rejectionOf(gatherPage(server.url(), options({ timeouts: { ...fast, totalMs } })));
    expect(error.code).toBe("TIMEOUT");
    expect(error.details).toMatchObject({ limit: totalMs });
  });
});

describe("gatherPage: size limits and decompression bombs", () => {
  const maxBytes = 256 * 1024;

  it("accepts a body of exactly maxBytes and refuses one byte more", async () => {
    const server = await serve((request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      const size = request.url === "/exact" ? maxBytes : maxBytes + 1;
      response.end(`<p>${"a".repeat(size - 3)}`);
    });
    const ok = await gatherPage(server.url("/exact"), options({ maxBytes }));
    expect(ok.bytes.decoded).toBe(maxBytes);
    const error = await rejectionOf(gatherPage(server.url("/over"), options({ maxBytes })));
    expect(error.code).toBe("TOO_LARGE");
    expect(error.details).toMatchObject({ limit: maxBytes });
  });

  it("stops an endless body at the limit (TOO_LARGE)", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      const chunk = `<p>${"x".repeat(16 * 1024)}</p>`;
      const pump = () => {
        while (response.write(chunk)) {}
      };
      response.on("drain", pump);
      pump();
    });
    const error = await rejectionOf(gatherPage(server.url(), options({ maxBytes })));
    expect(error.code).toBe("TOO_LARGE");
  });

  it("stops an endless gzip stream by counting decoded bytes", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      const gzip = createGzip();
      gzip.pipe(response);
      const zeros = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (gzip.write(zeros)) {}
      };
      gzip.on("drain", pump);
      response.on("close", () => gzip.destroy());
      pump();
    });
    const error = await rejectionOf(gatherPage(server.url(), options({ maxBytes })));
    expect(error.code).toBe("TOO_LARGE");
  });

  it.each([
    ["gzip", () => gzipSync(Buffer.alloc(16 * 1024 * 1024, 0x20), { level: 9 })],
    [
      "br",
      () =>
        brotliCompressSync(Buffer.alloc(16 * 1024 * 1024, 0x20), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        }),
    ],
    [
      "gzip, gzip",
      () => gzipSync(gzipSync(Buffer.alloc(16 * 1024 * 1024, 0x20), { level: 9 }), { level: 9 }),
    ],
  ])("refuses a %s bomb (small on the wire, 16 MiB decoded) with TOO_LARGE", async (encoding, make) => {
    const bomb = make();
    expect(bomb.length).toBeLessThan(maxBytes);
    const server = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/html", "content-encoding": encoding });
      response.end(bomb);
    });
    const error = await rejectionOf(gatherPage(server.url(), options({ maxBytes })));
    expect(error.code).toBe("TOO_LARGE");
  });

  it("decodes gzip, deflate, br and stacked codings, counting wire and decoded bytes", async () => {
    const { deflateSync } = await import("node:zlib");
    const page = Buffer.from(`<!doctype html><title>z</title>${"<p>compressible</p>".repeat(500)}`);
    const bodies: Record<string, Buffer> = {
      "/gzip": gzipSync(page),
      "/deflate": deflateSync(page),
      "/br": brotliCompressSync(page),
      "/gzip,br": brotliCompressSync(gzipSync(page)),
    };
    const server = await serve((request, response) => {
      const path = request.url ?? "";
      response.writeHead(200, { "content-type": "text/html", "content-encoding": path.slice(1) });
      response.end(bodies[path]);
    });
    for (const [path, body] of Object.entries(bodies)) {
      const artifacts = await gatherPage(server.url(path), options());
      expect(artifacts.html, path).toBe(page.toString());
      expect(artifacts.bytes, path).toEqual({ transferred: body.length, decoded: page.length });
    }
  });

  it("refuses unknown or too many stacked content codings with HTTP_ERROR", async () => {
    const server = await serve((request, response) => {
      response.writeHead(200, {
        "content-type": "text/html",
        "content-encoding": request.url === "/zstd" ? "zstd" : "gzip, gzip, gzip, gzip",
      });
      response.end("whatever");
    });
    expect((await rejectionOf(gatherPage(server.url("/zstd"), options()))).code).toBe("HTTP_ERROR");
    expect((await rejectionOf(gatherPage(server.url("/stacked"), options()))).code).toBe("HTTP_ERROR");
  });

  it("reports a corrupt compressed body as HTTP_ERROR", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      response.end("this is not gzip at all");
    });
    expect((await rejectionOf(gatherPage(server.url(), options()))).code).toBe("HTTP_ERROR");
  });
});

describe("gatherPage: charset", () => {
  async function page(contentType: string | null, body: Buffer) {
    const server = await serve((_request, response) => {
      if (contentType) response.setHeader("content-type", contentType);
      response.writeHead(200);
      response.end(body);
    });
    return gatherPage(server.url(), options());
  }
  const latin1 = (text: string) => Buffer.from(text, "latin1");

  it("decodes windows-1252 named by the header", async () => {
    const artifacts = await page("text/html; charset=windows-1252", latin1("<title>Caf\xe9 \x80</title>"));
    expect(artifacts.html).toBe("<title>Café €</title>");
    expect(artifacts.charset).toEqual({ name: "windows-1252", source: "header" });
  });

  it("maps the iso-8859-1 label to windows-1252 as browsers do", async () => {
    const artifacts = await page('text/html; charset="ISO-8859-1"', latin1("<p>\x93quoted\x94</p>"));
    expect(artifacts.html).toBe("<p>\u201cquoted\u201d</p>");
    expect(artifacts.charset.name).toBe("windows-1252");
  });

  it("uses <meta charset> when the header has none", async () => {
    const sjis = Buffer.concat([
      Buffer.from('<meta charset="Shift_JIS"><title>'),
      Buffer.from([0x93, 0xfa, 0x96, 0x7b]),
      Buffer.from("</title>"),
    ]);
    const artifacts = await page("text/html", sjis);
    expect(artifacts.html).toContain("<title>日本</title>");
    expect(artifacts.charset).toEqual({ name: "shift_jis", source: "meta" });
  });

  it("uses <meta http-equiv=content-type>", async () => {
    const body = latin1(
      '<meta http-equiv="Content-Type" content="text/html; charset=koi8-r"><p>\xf0\xd2\xc9\xd7\xc5\xd4</p>',
    );
    const artifacts = await page("text/html", body);
    expect(artifacts.html).toContain("<p>Привет</p>");
    expect(artifacts.charset).toEqual({ name: "koi8-r", source: "meta" });
  });

  it("ignores an unknown header label and falls back to meta, then to the default", async () => {
    const withMeta = await page("text/html; charset=x-foo", Buffer.from('<meta charset="utf-8"><p>é</p>'));
    expect(withMeta.charset).toEqual({ name: "utf-8", source: "meta" });
    expect(withMeta.html).toContain("<p>é</p>");
    const bare = await page("text/html; charset=x-foo", latin1("<p>caf\xe9</p>"));
    expect(bare.charset).toEqual({ name: "windows-1252", source: "default" });
    expect(bare.html).toBe("<p>café</p>");
  });

  it("lets a byte order mark win over a conflicting header and drops it", async () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("<p>naïve</p>")]);
    const artifacts = await page("text/html; charset=windows-1252", body);
    expect(artifacts.charset).toEqual({ name: "utf-8", source: "bom" });
    expect(artifacts.html).toBe("<p>naïve</p>");
  });

  it("defaults to UTF-8 for valid undeclared UTF-8 and to windows-1252 otherwise", async () => {
    const utf8 = await page("text/html", Buffer.from("<p>Grüße</p>"));
    expect(utf8.charset).toEqual({ name: "utf-8", source: "default" });
    expect(utf8.html).toBe("<p>Grüße</p>");
    const legacy = await page("text/html", latin1("<p>Gr\xfc\xdfe</p>"));
    expect(legacy.charset).toEqual({ name: "windows-1252", source: "default" });
    expect(legacy.html).toBe("<p>Grüße</p>");
  });
});

describe("gatherPage: robots.txt", () => {
  it("fetches robots.txt of the final origin and records status and body", async () => {
    const target = await serve((request, response) => {
      if (request.url === "/robots.txt") {
        response.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
        response.end(gzipSync("User-agent: *\nDisallow: /private\n"));
        return;
      }
      response.writeHead(200, { "content-type": "text/html" });
      response.end(PAGE);
    });
    const origin = await serve((_request, response) => {
      response.writeHead(301, { location: target.url("/landing") });
      response.end();
    });
    const artifacts = await gatherPage(origin.url("/"), options({ fetchRobotsTxt: true }));
    expect(artifacts.robotsTxt).toEqual({
      url: target.url("/robots.txt"),
      status: 200,
      body: "User-agent: *\nDisallow: /private\n",
    });
    expect(origin.requests).toEqual(["/"]);
    // robots.txt and llms.txt are fetched side by side, in no set order.
    expect([...target.requests].sort()).toEqual(["/landing", "/llms.txt", "/robots.txt"]);
  });

  it("fetches llms.txt of the final origin too, through the same guard", async () => {
    const server = await serve((request, response) => {
      if (request.url === "/llms.txt") {
        response.writeHead(200, { "content-type": "text/markdown; charset=utf-8" });
        response.end("# Shop\n\n> Blue widgets.\n\n- [Guide](https://shop.example/guide): how to choose\n");
        return;
      }
      response.writeHead(request.url === "/robots.txt" ? 404 : 200, { "content-type": "text/html" });
      response.end(PAGE);
    });
    const artifacts = await gatherPage(server.url(), options({ fetchRobotsTxt: true }));
    expect(artifacts.llmsTxt).toEqual({
      url: server.url("/llms.txt"),
      status: 200,
      body: "# Shop\n\n> Blue widgets.\n\n- [Guide](https://shop.example/guide): how to choose\n",
    });
    expect(artifacts.robotsTxt?.status).toBe(404);
  });

  it("fetches neither site file when asked not to", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(PAGE);
    });
    const artifacts = await gatherPage(server.url(), options({ fetchRobotsTxt: false }));
    expect([artifacts.robotsTxt, artifacts.llmsTxt]).toEqual([null, null]);
    expect(server.requests).toEqual(["/"]);
  });

  it("with a shared site-file cache, pages of one origin read robots.txt and llms.txt once, at the same time too", async () => {
    const server = await serve((request, response) => {
      if (request.url === "/robots.txt") {
        response.writeHead(200, { "content-type": "text/plain" });
        response.end("User-agent: *\nDisallow: /private\n");
        return;
      }
      response.writeHead(request.url === "/llms.txt" ? 404 : 200, { "content-type": "text/html" });
      response.end(PAGE);
    });
    const siteFiles = new Map();
    const pages = await Promise.all(
      ["/a", "/b", "/c"].map((path) =>
        gatherPage(server.url(path), options({ fetchRobotsTxt: true, siteFiles })),
      ),
    );
    await gatherPage(server.url("/d"), options({ fetchRobotsTxt: true, siteFiles }));
    expect(pages.map((p) => p.robotsTxt?.body)).toEqual(Array(3).fill("User-agent: *\nDisallow: /private\n"));
    expect(pages.map((p) => p.llmsTxt?.status)).toEqual([404, 404, 404]);
    expect(server.requests.filter((path) => path.endsWith(".txt")).sort()).toEqual([
      "/llms.txt",
      "/robots.txt",
    ]);
    // Without the cache every page asks again.
    await gatherPage(server.url("/e"), options({ fetchRobotsTxt: true }));
    expect(server.requests.filter((path) => path === "/robots.txt")).toHaveLength(2);
  });

  it("records a missing robots.txt as its status with no body", async () => {
    const server = await serve((request, response) => {
      response.writeHead(request.url === "/robots.txt" ? 404 : 200, { "content-type": "text/html" });
      response.end(PAGE);
    });
    const artifacts = await gatherPage(server.url(), options({ fetchRobotsTxt: true }));
    expect(artifacts.robotsTxt).toEqual({ url: server.url("/robots.txt"), status: 404, body: null });
  });

  it("keeps only the first 500 KiB of a huge robots.txt", async () => {
    const server = await serve((request, response) => {
      response.writeHead(200, { "content-type": request.url === "/robots.txt" ? "text/plain" : "text/html" });
      response.end(request.url === "/robots.txt" ? `Disallow: /a\n${"#".repeat(700 * 1024)}` : PAGE);
    });
    const artifacts = await gatherPage(server.url(), options({ fetchRobotsTxt: true }));
    expect(artifacts.robotsTxt?.status).toBe(200);
    expect(artifacts.robotsTxt?.body).toHaveLength(500 * 1024);
    expect(artifacts.robotsTxt?.body?.startsWith("Disallow: /a\n")).toBe(true);
  });

  it("records a robots.txt failure without failing the page", async () => {
    const server = await serve((request, response) => {
      if (request.url === "/robots.txt") return; // never answers
      response.writeHead(200, { "content-type": "text/html" });
      response.end(PAGE);
    });
    const artifacts = await gatherPage(server.url(), options({ fetchRobotsTxt: true }));
    expect(artifacts.html).toBe(PAGE);
    expect(artifacts.robotsTxt).toEqual({
      url: server.url("/robots.txt"),
      status: null,
      body: null,
      error: "TIMEOUT",
    });
  });

  it("does not follow a robots.txt redirect to a refused address", async () => {
    const server = await serve((request, response) => {
      if (request.url === "/robots.txt") {
        response.writeHead(302, { location: "file:///etc/passwd" });
        response.end();
        return;
      }
      response.writeHead(200, { "content-type": "text/html" });
      response.end(PAGE);
    });
    const artifacts = await gatherPage(server.url(), options({ fetchRobotsTxt: true }));
    expect(artifacts.robotsTxt).toMatchObject({ status: null, body: null, error: "INVALID_URL" });
  });
});
