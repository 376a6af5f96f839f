import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatherPageWith } from "./gather-page.js";
import {
  dialLog,
  type LocalServer,
  rejectionOf,
  routeTo,
  startLocalServer,
  tableLookup,
} from "./gather-test-kit.js";

/**
 * SSRF vectors of research/security.md §1.2, end to end through gatherPage
 * with private networks OFF. The resolver is a table, and dials go through a
 * router that only lets the stub "public" address 93.184.215.14 reach a
 * loopback server (it throws for anything else), so no test can send a packet
 * off this machine. Each test also asserts which sockets were opened.
 */

const PUBLIC_STUB = "93.184.215.14";
const fast = { connectMs: 300, headersMs: 300, totalMs: 2_000 };

let site: LocalServer;

beforeAll(async () => {
  site = await startLocalServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    if (url.pathname === "/go") {
      response.writeHead(Number(url.searchParams.get("status") ?? 302), {
        location: url.searchParams.get("to") ?? "/",
      });
      response.end();
      return;
    }
    if (url.pathname === "/robots.txt") {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("none");
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><title>${url.pathname}</title><p>public page</p>`);
  });
});

afterAll(() => site.close());

function harness(table: Parameters<typeof tableLookup>[0] = {}) {
  const resolver = tableLookup(table);
  const log = dialLog();
  const router = routeTo({ [PUBLIC_STUB]: site.port });
  const gather = (url: string) =>
    gatherPageWith(
      url,
      { lookup: resolver.lookup, onDial: log.onDial, timeouts: fast, fetchRobotsTxt: false },
      { routeDial: router.routeDial },
    );
  return { gather, resolver, log, router };
}

describe("IP literals in every encoding are refused before any DNS lookup or dial", () => {
  it.each([
    "http://127.0.0.1/",
    "http://127.127.127.127/",
    "http://127.0.1.3/",
    "http://127.0.0.0/",
    "http://127.255.255.254/",
    "http://127.1/",
    "http://127.0.1/",
    "http://127.000.000.001/",
    "http://127.0.0.1./",
    "http://2130706433/",
    "http://0x7f000001/",
    "http://0X7F000001/",
    "http://0x7f.0x0.0x0.0x1/",
    "http://0x7f.1/",
    "http://0177.0.0.1/",
    "http://0177.1/",
    "http://017700000001/",
    "http://0177.0x0.0x0.0x1/",
    "http://0x0000007f.0x00000000.0x00000000.0x00000001/",
    "http://①②⑦.⓪.⓪.①/",
    "http://１２７.０.０.１/",
    "http://127。0。0。1/",
    "http://127%2E0%2E0%2E1/",
    "http://0.0.0.0/",
    "http://0/",
    "http://0x0/",
    "http://000/",
    "http://0.1.2.3/",
    "http://[::]/",
    "http://[::1]/",
    "http://[0:0:0:0:0:0:0:1]/",
    "http://[0000::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[0:0:0:0:0:ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[::127.0.0.1]/",
    "http://10.0.0.1/",
    "http://172.16.0.1/",
    "http://172.31.255.254/",
    "http://192.168.1.1:8080/",
    "http://100.64.0.1/",
    "http://100.100.100.200/",
    "http://192.0.0.192/",
    "http://224.0.0.1/",
    "http://239.255.255.250/",
    "http://240.0.0.1/",
    "http://255.255.255.255/",
    "http://3232235521/",
    "http://0xc0a80101/",
    "http://167772161/",
    "http://012.1.2.3/",
    "http://192.0.2.1/",
    "http://198.51.100.1/",
    "http://203.0.113.1/",
    "http://198.18.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://169.254.170.2/v2/credentials",
    "http://2852039166/",
    "http://0xa9fea9fe/",
    "http://0xA9.0xFE.0xA9.0xFE/",
    "http://0251.0376.0251.0376/",
    "http://0251.00376.000251.0000376/",
    "http://0251.254.169.254/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[0:0:0:0:0:ffff:169.254.169.254]/",
    "http://[fd00:ec2::254]/",
    "http://[fd12::1]/",
    "http://[fe80::1]/",
    "http://[fec0::1]/",
    "http://[ff02::1]/",
    "http://[64:ff9b::7f00:1]/",
    "http://[64:ff9b::a9fe:a9fe]/",
    "http://[2002:7f00:1::]/",
    "http://[2001:0:4136:e378:8000:63bf:3f57:fdf2]/",
    "http://[2001:db8::1]/",
    "http:127.0.0.1/",
    "http:/\\127.0.0.1/",
    "http://127.1.1.1:80\\@127.2.2.2:80/",
    "http://127.1.1.1:80#@127.2.2.2:80/",
  ])("%s → BLOCKED_ADDRESS", async (url) => {
    const { gather, resolver, log, router } = harness();
    const error = await rejectionOf(gather(url));
    expect(error.code).toBe("BLOCKED_ADDRESS");
    expect(resolver.calls).toEqual([]);
    expect(router.approved).toEqual([]);
    expect(log.dials).toEqual([]);
  });
});

describe("other refused inputs never reach DNS or a socket", () => {
  it.each([
    ["http://localhost/", "BLOCKED_ADDRESS"],
    ["http://LOCALHOST/", "BLOCKED_ADDRESS"],
    ["http://localhost./", "BLOCKED_ADDRESS"],
    ["http://foo.localhost/", "BLOCKED_ADDRESS"],
    ["http://localhost.localdomain/", "BLOCKED_ADDRESS"],
    ["http://ip6-localhost/", "BLOCKED_ADDRESS"],
    ["http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/", "BLOCKED_ADDRESS"],
    ["http://site.test:22/", "BLOCKED_ADDRESS"],
    ["http://site.test:6379/", "BLOCKED_ADDRESS"],
    ["http://site.test:11211/", "BLOCKED_ADDRESS"],
    ["http://127.0.0.1:80:@@127.2.2.2:80/", "INVALID_URL"],
    ["http://evil@127.0.0.1/", "INVALID_URL"],
    ["http://example.com@127.0.0.1/", "INVALID_URL"],
    ["http://[fe80::1%25eth0]/", "INVALID_URL"],
    ["http://425.510.425.510/", "INVALID_URL"],
    ["http://7147006462/", "INVALID_URL"],
    ["http://0x41414141A9FEA9FE/", "INVALID_URL"],
    ["file:///etc/passwd", "INVALID_URL"],
    ["gopher://127.0.0.1:6379/_INFO", "INVALID_URL"],
    ["dict://127.0.0.1:11211/stat", "INVALID_URL"],
    ["ftp://127.0.0.1/", "INVALID_URL"],
    ["ws://127.0.0.1/", "INVALID_URL"],
    ["127.0.0.1", "INVALID_URL"],
    ["localhost:8080", "INVALID_URL"],
  ])("%s → %s", async (url, code) => {
    const { gather, resolver, log } = harness({ "site.test": [PUBLIC_STUB] });
    const error = await rejectionOf(gather(url));
    expect(error.code).toBe(code);
    expect(resolver.calls).toEqual([]);
    expect(log.dials).toEqual([]);
  });
});

describe("names are judged by every address they resolve to", () => {
  it.each([
    ["private A record", "a.attacker.test", ["10.0.0.5"]],
    ["AAAA-only loopback", "b.attacker.test", ["::1"]],
    ["unspecified A record", "c.attacker.test", ["0.0.0.0"]],
    ["IPv4-mapped loopback AAAA", "d.attacker.test", ["::ffff:127.0.0.1"]],
    ["NAT64 metadata AAAA", "e.attacker.test", ["64:ff9b::a9fe:a9fe"]],
    ["cloud metadata name", "metadata.google.internal", ["169.254.169.254"]],
    ["nip.io-style loopback", "127.0.0.1.nip.io", ["127.0.0.1"]],
    ["documentation range", "docs.test", ["203.0.113.5"]],
    ["mixed answers, private second", "m.attacker.test", [PUBLIC_STUB, "127.0.0.1"]],
    ["public A, private AAAA", "n.attacker.test", [PUBLIC_STUB, "fd00::1"]],
  ])("%s (%s) → BLOCKED_ADDRESS, nothing dialled", async (_label, host, answer) => {
    const { gather, resolver, log, router } = harness({ [host]: answer });
    const error = await rejectionOf(gather(`http://${host}/`));
    expect(error.code).toBe("BLOCKED_ADDRESS");
    expect(error.details).toMatchObject({ host });
    expect(resolver.calls).toEqual([host]);
    expect(router.approved).toEqual([]);
    expect(log.dials).toEqual([]);
  });

  it("an unknown name is DNS_FAILURE", async () => {
    const { gather, log } = harness();
    const error = await rejectionOf(gather("http://no-such-host.test/"));
    expect(error.code).toBe("DNS_FAILURE");
    expect(log.dials).toEqual([]);
  });

  it("a resolver that never answers is DNS_FAILURE after the connect timeout", async () => {
    const log = dialLog();
    const error = await rejectionOf(
      gatherPageWith(
        "http://silent.test/",
        { lookup: () => {}, onDial: log.onDial, timeouts: fast, fetchRobotsTxt: false },
        { routeDial: routeTo({}).routeDial },
      ),
    );
    expect(error.code).toBe("DNS_FAILURE");
    expect(error.message).toContain("300 ms");
    expect(log.dials).toEqual([]);
  });
});

describe("redirects are re-checked on every hop", () => {
  it.each([
    ["http://127.0.0.1/", 302, "BLOCKED_ADDRESS"],
    ["//127.0.0.1/", 301, "BLOCKED_ADDRESS"],
    ["http://2130706433/", 307, "BLOCKED_ADDRESS"],
    ["http://[::1]/", 308, "BLOCKED_ADDRESS"],
    ["http://169.254.169.254/latest/meta-data/", 302, "BLOCKED_ADDRESS"],
    ["http://localhost/", 302, "BLOCKED_ADDRESS"],
    ["http://internal.test/", 302, "BLOCKED_ADDRESS"],
    ["http://site.test:6379/", 302, "BLOCKED_ADDRESS"],
    ["file:///etc/passwd", 302, "INVALID_URL"],
    ["gopher://127.0.0.1:6379/_INFO", 302, "INVALID_URL"],
    ["http://user:pw@site.test/", 302, "INVALID_URL"],
  ])(
    "a %s redirect (%i) is refused after dialling only the public first hop",
    async (target, status, code) => {
      const { gather, log, router } = harness({ "site.test": [PUBLIC_STUB], "internal.test": ["10.0.0.5"] });
      const start = `http://site.test/go?status=${status}&to=${encodeURIComponent(target)}`;
      const error = await rejectionOf(gather(start));
      expect(error.code).toBe(code);
      expect(router.approved).toEqual([`${PUBLIC_STUB}:80`]);
      expect(log.dials).toEqual([`127.0.0.1:${site.port}`]);
      expect(site.requests).toContain(`/go?status=${status}&to=${encodeURIComponent(target)}`);
    },
  );

  it("DNS rebinding: a second lookup that turns private is never dialled", async () => {
    const { gather, log, router, resolver } = harness({
      "rebind.test": (call) => (call === 1 ? [PUBLIC_STUB] : ["127.0.0.1"]),
    });
    const outcome = await gather(`http://rebind.test/go?to=${encodeURIComponent("/next")}`).then(
      (artifacts) => artifacts.finalUrl,
      (error: { code: string }) => error.code,
    );
    // Either the checked connection was reused, or the new lookup was checked and refused.
    expect(["http://rebind.test/next", "BLOCKED_ADDRESS"]).toContain(outcome);
    expect(resolver.calls.length).toBeGreaterThanOrEqual(1);
    expect(router.approved.every((entry) => entry === `${PUBLIC_STUB}:80`)).toBe(true);
    expect(log.dials.every((entry) => entry === `127.0.0.1:${site.port}`)).toBe(true);
  });

  it("does not over-block: a chain between public names on allowed ports succeeds", async () => {
    const { gather, log, router } = harness({ "site.test": [PUBLIC_STUB], "www.site.test": [PUBLIC_STUB] });
    const third = "http://site.test:8080/final";
    const second = `http://www.site.test/go?to=${encodeURIComponent(third)}`;
    const artifacts = await gather(`http://site.test/go?to=${encodeURIComponent(second)}`);
    expect(artifacts.finalUrl).toBe(third);
    expect(artifacts.redirects.map((hop) => hop.location)).toEqual([second, third]);
    expect(artifacts.html).toContain("<title>/final</title>");
    expect(new Set(router.approved)).toEqual(new Set([`${PUBLIC_STUB}:80`, `${PUBLIC_STUB}:8080`]));
    expect(log.dials.every((entry) => entry === `127.0.0.1:${site.port}`)).toBe(true);
  });
});
