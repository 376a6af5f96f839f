import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { GuardedAgentOptions } from "../../../../packages/engine/src/page/gather/guarded-agent";
import { testDatabaseKinds } from "../databases";
import { json } from "../harness";
import { personalWorkspaceId } from "../workspaces";
import { dialRouter } from "./dial-router";
import { createSecurityContext, type SecurityContext } from "./security-context";
import { createStubNetwork } from "./stub-network";
import { type StubSite, startStubSite } from "./stub-site";

/**
 * SSRF through the real API (research/security.md §1.2 and §7 rows 1–10):
 * POST /api/v1/analyses with ALLOW_PRIVATE_NETWORKS off. DNS answers come
 * from a table given to the server (`AppDeps.gather`), and the engine's
 * `routeDial` seam sends sockets for the stub public address to a loopback
 * site and throws for anything else, so nothing here can leave the machine.
 * Every refusal must store nothing, look up nothing it need not, and open
 * no socket at all.
 */

// mock-guarded-agent: the real SSRF connector, with the dial router as its test seam.
vi.mock("../../../../packages/engine/src/page/gather/guarded-agent", async (importOriginal) => {
  const original =
    await importOriginal<typeof import("../../../../packages/engine/src/page/gather/guarded-agent")>();
  const { dialRouter: router } = await import("./dial-router");
  return {
    ...original,
    createGuardedAgent: (options: GuardedAgentOptions) =>
      original.createGuardedAgent({ ...options, routeDial: router.routeDial }),
  };
});

/** A made-up name and a real public-range address that the stub site plays. */
const PUBLIC_HOST = "www.ranklens-public-stub.com";
const PUBLIC_IP = "93.184.215.14";

/** Refused because of the address (or the name meaning this machine). */
const BLOCKED_LITERALS = [
  // Loopback, dotted and short, and numeric encodings
  "http://127.0.0.1/",
  "http://127.127.127.127/",
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
  // Unicode and percent-encoded hosts that WHATWG maps to 127.0.0.1 / localhost
  "http://①②⑦.⓪.⓪.①/",
  "http://１２７.０.０.１/",
  "http://127。0。0。1/",
  "http://127%2E0%2E0%2E1/",
  "http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/",
  // Parser discrepancy forms (WHATWG host: 127.1.1.1 / 127.2.2.2)
  "http:127.0.0.1/",
  "http:/\\127.0.0.1/",
  "http://127.1.1.1:80#@127.2.2.2:80/",
  // Unspecified
  "http://0.0.0.0/",
  "http://0/",
  "http://0x0/",
  "http://0.1.2.3/",
  "http://[::]/",
  // IPv6 loopback, mapped, compatible
  "http://[::1]/",
  "http://[0:0:0:0:0:0:0:1]/",
  "http://[0000::1]/",
  "http://[::ffff:127.0.0.1]/",
  "http://[0:0:0:0:0:ffff:127.0.0.1]/",
  "http://[::127.0.0.1]/",
  // Private and other special IPv4
  "http://10.0.0.1/",
  "http://167772161/",
  "http://012.1.2.3/",
  "http://172.16.0.1/",
  "http://172.31.255.254/",
  "http://192.168.1.1/",
  "http://3232235521/",
  "http://0xc0a80101/",
  "http://100.64.0.1/",
  "http://100.100.100.200/",
  "http://192.0.0.192/",
  "http://224.0.0.1/",
  "http://239.255.255.250/",
  "http://240.0.0.1/",
  "http://255.255.255.255/",
  "http://192.0.2.1/",
  "http://198.18.0.1/",
  // Cloud metadata in all encodings
  "http://169.254.169.254/latest/meta-data/",
  "http://169.254.170.2/",
  "http://2852039166/",
  "http://0xa9fea9fe/",
  "http://0xA9.0xFE.0xA9.0xFE/",
  "http://0251.0376.0251.0376/",
  "http://0251.00376.000251.0000376/",
  "http://0251.254.169.254/",
  "http://[::ffff:a9fe:a9fe]/",
  "http://[0:0:0:0:0:ffff:169.254.169.254]/",
  "http://[fd00:ec2::254]/",
  // IPv6 special ranges: ULA, link-local, site-local, multicast, NAT64, 6to4, Teredo, discard, documentation
  "http://[fd12::1]/",
  "http://[fc00::1]/",
  "http://[fe80::1]/",
  "http://[fec0::1]/",
  "http://[ff02::1]/",
  "http://[64:ff9b::7f00:1]/",
  "http://[64:ff9b::a9fe:a9fe]/",
  "http://[2002:7f00:1::]/",
  "http://[2001:0:4136:e378:8000:63bf:3f57:fdf2]/",
  "http://[100::1]/",
  "http://[2001:db8::1]/",
  // Names for this machine
  "http://localhost/",
  "http://LOCALHOST/",
  "http://localhost./",
  "http://foo.localhost/",
  "http://localhost.localdomain/",
  "http://ip6-localhost/",
  "http://ip6-loopback/",
  // Schemeless input gets https:// and is still refused
  "127.0.0.1",
  "localhost:8080",
  "10.0.0.1:9000",
  "[::1]",
];

/** Refused because of the URL's form, never its address. */
const INVALID_URLS = [
  "file:///etc/passwd",
  "ftp://example.com/",
  "ftps://example.com/",
  "gopher://127.0.0.1:6379/_INFO",
  "dict://127.0.0.1:11211/stat",
  "ldap://127.0.0.1/",
  "sftp://example.com/",
  "tftp://example.com/",
  "jar:http://example.com!/",
  "data:text/html,<h1>x</h1>",
  "javascript:alert(1)",
  "ws://example.com/",
  "blob:https://example.com/uuid",
  "about:blank",
  // Credentials in the URL, to private and to public hosts
  "http://evil@127.0.0.1/",
  "http://example.com@127.0.0.1/",
  "http://127.1.1.1:80\\@127.2.2.2:80/",
  `http://user:pass@${PUBLIC_HOST}/`,
  // Overflowing or invalid IPv4 (a lax parser would "repair" them into 169.254.169.254)
  "http://425.510.425.510/",
  "http://7147006462/",
  "http://0x41414141A9FEA9FE/",
  "http://1.2.3.4.5/",
  "http://[fe80::1%25eth0]/",
  "http://127.0.0.1:80:@@127.2.2.2:80/",
  // Lengths
  `http://${"a".repeat(64)}.example.com/`,
  `http://${"abcdefghi.".repeat(26)}com/`,
];

/** Odd ports on a host that would otherwise be allowed. */
const ODD_PORTS = [22, 25, 6379, 11211, 3000, 5432].map((port) => `http://${PUBLIC_HOST}:${port}/`);

let site: StubSite;
const network = createStubNetwork();

beforeAll(async () => {
  site = await startStubSite();
});
afterAll(async () => {
  await site.close();
});

describe.each(testDatabaseKinds())("SSRF through POST /api/v1/analyses [%s]", (kind) => {
  let t: SecurityContext;
  let cookie: string;
  let ownerId: string;

  beforeAll(async () => {
    t = await createSecurityContext(kind, {
      env: { BILLING: "off" },
      gather: { lookup: network.lookup, onDial: network.onDial },
    });
    ({ cookie, id: ownerId } = await t.createUser());
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    network.reset({ [PUBLIC_HOST]: [PUBLIC_IP] });
    dialRouter.reset({ [PUBLIC_IP]: site.port });
  });

  const storedAnalyses = async () =>
    (
      await t.database.db
        .selectFrom("analyses")
        .select("id")
        .where("workspace_id", "=", await personalWorkspaceId(t.database.db, ownerId))
        .execute()
    ).length;

  const analyse = (url: string, competitors?: string[]) =>
    t.request("/api/v1/analyses", { cookie, json: competitors ? { url, competitors } : { url } });

  /** Refused with one of `codes`, nothing stored, and no socket opened or even approved. */
  async function expectRefused(response: Response, codes: string[]) {
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(codes).toContain(body.error.code);
    expect(await storedAnalyses()).toBe(0);
    expect(network.dials).toEqual([]);
    expect(dialRouter.approved).toEqual([]);
    return body;
  }

  it("control: a public name on an allowed port is analysed, dialled only through the router", async () => {
    const before = await storedAnalyses();
    const response = await analyse(`http://${PUBLIC_HOST}/`);
    expect(response.status).toBe(201);
    expect((await json(response)).report.title.text).toBe("Public stub page");
    expect(await storedAnalyses()).toBe(before + 1);
    expect(network.lookups).toContain(PUBLIC_HOST);
    expect(new Set(dialRouter.approved)).toEqual(new Set([`${PUBLIC_IP}:80`]));
    expect(network.dials.every((d) => d === `127.0.0.1:${site.port}`)).toBe(true);
    await t.database.db
      .deleteFrom("analyses")
      .where("workspace_id", "=", await personalWorkspaceId(t.database.db, ownerId))
      .execute();
  });

  it.each(BLOCKED_LITERALS)(
    "refuses %s with BLOCKED_ADDRESS (or INVALID_URL), without DNS or a dial",
    async (url) => {
      await expectRefused(await analyse(url), ["BLOCKED_ADDRESS", "INVALID_URL"]);
      expect(network.lookups).toEqual([]);
    },
  );

  it.each(INVALID_URLS)("refuses %s with INVALID_URL, without DNS or a dial", async (url) => {
    await expectRefused(await analyse(url), ["INVALID_URL", "BLOCKED_ADDRESS"]);
    expect(network.lookups).toEqual([]);
  });

  it.each(ODD_PORTS)("refuses the port of %s", async (url) => {
    await expectRefused(await analyse(url), ["BLOCKED_ADDRESS"]);
  });

  it("refuses a 2,100-character URL and a 100 kB one before any work", async () => {
    await expectRefused(await analyse(`http://${PUBLIC_HOST}/${"a".repeat(2100)}`), [
      "INVALID_URL",
      "INVALID_REQUEST",
    ]);
    await expectRefused(await analyse(`http://${PUBLIC_HOST}/${"a".repeat(100_000)}`), [
      "INVALID_URL",
      "INVALID_REQUEST",
    ]);
    expect(network.lookups).toEqual([]);
  });

  describe("names are judged by every address they resolve to", () => {
    it.each([
      ["a.attacker-example.com", ["10.0.0.5"]],
      ["b.attacker-example.com", ["::1"]],
      ["c.attacker-example.com", ["0.0.0.0"]],
      ["d.attacker-example.com", ["::ffff:127.0.0.1"]],
      ["e.attacker-example.com", ["64:ff9b::a9fe:a9fe"]],
      ["f.attacker-example.com", ["100.64.1.1"]],
      ["g.attacker-example.com", ["fd00::1"]],
      ["127.0.0.1.nip.io", ["127.0.0.1"]],
      ["localtest.me", ["127.0.0.1", "::1"]],
      ["metadata.google.internal", ["169.254.169.254"]],
      ["instance-data", ["169.254.169.254"]],
    ])("refuses %s → %j", async (host, answer) => {
      network.reset({ [host]: answer });
      const body = await expectRefused(await analyse(`http://${host}/`), ["BLOCKED_ADDRESS"]);
      expect(network.lookups).toEqual([host]);
      // The resolved internal address is not revealed (research/security.md §1.5).
      expect(body.error.details?.address).toBeUndefined();
      for (const address of answer.filter((a) => !host.includes(a))) {
        expect(JSON.stringify(body)).not.toContain(address);
      }
    });

    it.each([
      ["m.attacker-example.com", [PUBLIC_IP, "127.0.0.1"]],
      ["n.attacker-example.com", ["127.0.0.1", PUBLIC_IP]],
      ["o.attacker-example.com", [PUBLIC_IP, "fd00::1"]],
      ["p.attacker-example.com", [PUBLIC_IP, "169.254.169.254"]],
    ])("refuses the whole name when any answer is private: %s → %j", async (host, answer) => {
      network.reset({ [host]: answer });
      await expectRefused(await analyse(`http://${host}/`), ["BLOCKED_ADDRESS"]);
    });

    it("DNS rebinding: the first answer is public, later ones loopback; only the checked address is dialled", async () => {
      const host = "r.attacker-example.com";
      network.reset({ [host]: (call) => (call === 1 ? [PUBLIC_IP] : ["127.0.0.1"]) });
      const response = await analyse(`http://${host}/`);
      // Either the page came from the checked public address, or a re-check refused it: never loopback.
      expect([201, 422]).toContain(response.status);
      expect(dialRouter.approved.every((d) => d === `${PUBLIC_IP}:80`)).toBe(true);
      expect(dialRouter.approved.length).toBeGreaterThan(0);
      expect(network.dials.every((d) => d === `127.0.0.1:${site.port}`)).toBe(true);
      await t.database.db
        .deleteFrom("analyses")
        .where("workspace_id", "=", await personalWorkspaceId(t.database.db, ownerId))
        .execute();
    });
  });

  describe("redirects from an allowed host are re-checked on every hop", () => {
    it.each([
      "http://127.0.0.1/",
      "//127.0.0.1/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://[::1]/",
      "http://[::ffff:7f00:1]/",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/",
      "http://localhost/",
      "http://internal.attacker-example.com/",
      `http://${PUBLIC_HOST}:6379/`,
      "file:///etc/passwd",
      "gopher://127.0.0.1:6379/_INFO",
      "ftp://example.com/",
      "data:text/html,<title>x</title>",
      "javascript:alert(1)",
      "http://user:pw@example.com/",
    ])("a %s redirect is refused after the first hop, and only the public hop is dialled", async (target) => {
      network.reset({ [PUBLIC_HOST]: [PUBLIC_IP], "internal.attacker-example.com": ["10.1.2.3"] });
      const requestsBefore = site.requests.length;
      for (const status of [301, 302, 307, 308]) {
        dialRouter.approved.length = 0;
        const location = encodeURIComponent(target);
        const response = await analyse(`http://${PUBLIC_HOST}/go?status=${status}&to=${location}`);
        const body = await json(response);
        expect(response.status, JSON.stringify(body)).toBe(body.error.code === "INVALID_URL" ? 400 : 422);
        expect(["BLOCKED_ADDRESS", "INVALID_URL"]).toContain(body.error.code);
        expect(JSON.stringify(body)).not.toContain("10.1.2.3");
        expect(new Set(dialRouter.approved)).toEqual(new Set([`${PUBLIC_IP}:80`]));
      }
      expect(network.dials.every((d) => d === `127.0.0.1:${site.port}`)).toBe(true);
      expect(site.requests.slice(requestsBefore).filter((r) => !r.startsWith("/go"))).toEqual([]);
      expect(await storedAnalyses()).toBe(0);
    });

    it("a same-host redirect whose second lookup rebinds to loopback is never dialled to loopback", async () => {
      const host = "s.attacker-example.com";
      network.reset({ [host]: (call) => (call === 1 ? [PUBLIC_IP] : ["127.0.0.1"]) });
      const response = await analyse(`http://${host}/go?status=302&to=%2Fpage`);
      expect([201, 422]).toContain(response.status);
      expect(dialRouter.approved.every((d) => d === `${PUBLIC_IP}:80`)).toBe(true);
      await t.database.db
        .deleteFrom("analyses")
        .where("workspace_id", "=", await personalWorkspaceId(t.database.db, ownerId))
        .execute();
    });
  });

  describe("competitor URLs go through the same policy", () => {
    it.each([
      "http://127.0.0.1/",
      "http://0x7f000001/",
      "http://169.254.169.254/",
      "http://[::1]/",
      "http://localhost/",
      "http://internal.attacker-example.com/",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "data:text/html,x",
      `http://${PUBLIC_HOST}:22/`,
      `http://${PUBLIC_HOST}/go?to=http%3A%2F%2F127.0.0.1%2F`,
    ])("competitor %s is reported as failed and never dialled", async (competitor) => {
      network.reset({ [PUBLIC_HOST]: [PUBLIC_IP], "internal.attacker-example.com": ["10.1.2.3"] });
      const response = await analyse(`http://${PUBLIC_HOST}/`, [competitor]);
      const body = await json(response);
      expect(response.status, JSON.stringify(body)).toBe(201);
      const [entry] = body.report.competitors;
      expect(["BLOCKED_ADDRESS", "INVALID_URL"]).toContain(entry.error.code);
      expect(JSON.stringify(body)).not.toContain("10.1.2.3");
      expect(new Set(dialRouter.approved)).toEqual(new Set([`${PUBLIC_IP}:80`]));
      expect(network.dials.every((d) => d === `127.0.0.1:${site.port}`)).toBe(true);
      await t.database.db
        .deleteFrom("analyses")
        .where("workspace_id", "=", await personalWorkspaceId(t.database.db, ownerId))
        .execute();
    });
  });
});
