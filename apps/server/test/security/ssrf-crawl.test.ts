import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { GuardedAgentOptions } from "../../../../packages/engine/src/page/gather/guarded-agent";
import { runCrawl } from "../../src/site-audit/crawl/run-crawl";
import { createTestCrawl, openCrawlDatabase, testCrawlDeps } from "../crawls";
import { testDatabaseKinds } from "../databases";
import { dialRouter } from "./dial-router";
import { createStubNetwork } from "./stub-network";
import { type StubSite, startStubSite } from "./stub-site";

/**
 * SSRF during a crawl (issue 15): every request of a crawl — pages, resources, redirect targets,
 * robots.txt, sitemaps — goes through the engine's guarded connector, with ALLOW_PRIVATE_NETWORKS
 * off. A site that links or redirects to private addresses, or whose own subdomains resolve to
 * them, never gets a socket opened there: the dial log holds the public stub address only.
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

const PUBLIC_HOST = "www.ranklens-public-stub.com";
const PUBLIC_IP = "93.184.215.14";
const PRIVATE_LINKS = [
  "http://127.0.0.1/admin",
  "http://169.254.169.254/latest/meta-data/",
  "http://[::1]/",
  "http://10.0.0.1/",
  "http://0x7f000001/",
  "http://localhost/",
  // In scope (a subdomain), but its DNS answers are private: refused at connect time.
  "http://internal.ranklens-public-stub.com/secret",
  // Same host, a port that is not a web port.
  `http://${PUBLIC_HOST}:6379/`,
];

let site: StubSite;
const network = createStubNetwork();

beforeAll(async () => {
  const links = [
    ...PRIVATE_LINKS,
    "/go?status=302&to=http://169.254.169.254/",
    "/go?status=301&to=http://rebind.ranklens-public-stub.com/x",
    "/ok",
  ];
  site = await startStubSite({
    "/": `<!doctype html><html lang=en><head><title>Stub home</title></head><body><h1>Home</h1><p>Links.</p>${links
      .map((href) => `<a href="${href}">x</a>`)
      .join(" ")}<img src="http://10.0.0.9/pixel.gif" alt=""></body></html>`,
  });
});
afterAll(async () => {
  await site.close();
});

describe.each(testDatabaseKinds())("SSRF during a crawl [%s]", (kind) => {
  beforeEach(() => {
    dialRouter.reset({ [PUBLIC_IP]: site.port });
    network.reset({
      [PUBLIC_HOST]: [PUBLIC_IP],
      "internal.ranklens-public-stub.com": ["10.0.0.5"],
      "rebind.ranklens-public-stub.com": ["127.0.0.1"],
    });
  });

  it("never dials a private address, whatever the pages link or redirect to", async () => {
    const database = await openCrawlDatabase(kind);
    try {
      const { crawlId } = await createTestCrawl(database, `http://${PUBLIC_HOST}/`, {
        ratePerSecond: 50,
        includeSubdomains: true,
      });
      const deps = testCrawlDeps(database, { allowPrivateNetworks: false, onDial: network.onDial });
      deps.fetch.lookup = network.lookup;
      expect(await runCrawl(deps, { crawlId })).toBe("completed");

      // Every socket the policy let through was for the public stub address (routed to the loopback site):
      // its web port, and 443 once for the https twin of the start URL (checked while seeding).
      expect(new Set(dialRouter.approved)).toEqual(new Set([`${PUBLIC_IP}:80`, `${PUBLIC_IP}:443`]));
      expect(new Set(network.dials)).toEqual(new Set([`127.0.0.1:${site.port}`]));
      const rows = await database.db
        .selectFrom("crawl_urls as u")
        .leftJoin("crawl_pages as p", "p.url_id", "u.id")
        .select(["u.url", "u.state", "u.skip_reason", "p.status", "p.error_code"])
        .where("u.crawl_id", "=", crawlId)
        .execute();
      const by = new Map(rows.map((row) => [row.url, row]));
      expect(by.get(`http://${PUBLIC_HOST}/ok`)).toMatchObject({ state: "done", status: 200 });
      // The subdomains that resolve to private addresses: even their robots.txt was refused before any
      // socket, and an unreachable robots.txt means "disallow everything" (RFC 9309), so nothing there is fetched.
      for (const url of [
        "http://internal.ranklens-public-stub.com/secret",
        "http://rebind.ranklens-public-stub.com/x",
      ]) {
        expect(by.get(url)).toMatchObject({ state: "skipped", skip_reason: "robots" });
      }
      const hosts = await database.db
        .selectFrom("crawl_hosts")
        .select(["origin", "robots_status"])
        .where("crawl_id", "=", crawlId)
        .orderBy("origin")
        .execute();
      expect(hosts).toEqual([
        { origin: "http://internal.ranklens-public-stub.com", robots_status: null },
        { origin: "http://rebind.ranklens-public-stub.com", robots_status: null },
        { origin: `http://${PUBLIC_HOST}`, robots_status: 404 },
      ]);
      // Other hosts (IP literals, localhost, another port) are outside the crawl altogether.
      for (const url of ["http://127.0.0.1/admin", "http://10.0.0.1/", `http://${PUBLIC_HOST}:6379/`]) {
        expect(by.get(url)).toMatchObject({ state: "skipped", skip_reason: "external" });
      }
      // A redirect to a private IP literal is recorded as the page's answer, and its target is not even a crawl URL.
      const redirect = await database.db
        .selectFrom("crawl_pages as p")
        .innerJoin("crawl_urls as u", "u.id", "p.url_id")
        .select(["p.status", "p.redirect_target", "p.redirect_url_id"])
        .where("u.url", "=", `http://${PUBLIC_HOST}/go?status=302&to=http://169.254.169.254/`)
        .where("u.crawl_id", "=", crawlId)
        .executeTakeFirstOrThrow();
      expect(redirect).toEqual({
        status: 302,
        redirect_target: "http://169.254.169.254/",
        redirect_url_id: null,
      });
      expect(by.has("http://169.254.169.254/")).toBe(false);
      expect(by.get("http://10.0.0.9/pixel.gif")).toMatchObject({
        state: "skipped",
        skip_reason: "external",
      });
    } finally {
      await database.close();
    }
  });
});
