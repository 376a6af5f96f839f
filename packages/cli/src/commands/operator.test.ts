import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../../../e2e/support/server";
import { runBin } from "../test-kit/run-bin";

// The real server on a temporary SQLite DATA_DIR, and the real bin pointed at the same folder.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = "operator test 123";

/** Registers and signs in through the API; returns the session cookie. */
async function signUp(email: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: server.url };
  const signUpRes = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: "Plan Holder" }),
  });
  expect(signUpRes.status).toBe(200);
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function planOf(cookie: string): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/account`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { plan: string } }).user.plan;
}

const operator = (args: string[]) => runBin(["users", ...args], { DATA_DIR: server.dataDir });
const support = (args: string[]) => runBin(["support", ...args], { DATA_DIR: server.dataDir });

describe("ranklens users (forwarded to the server's operator commands)", () => {
  it("puts a user on Pro and back on Basic, and the server sees it on the next request", async () => {
    const email = `operator-${Date.now()}@example.com`;
    const cookie = await signUp(email);
    expect(await planOf(cookie)).toBe("basic");

    const upgrade = await operator(["set-plan", email, "pro"]);
    expect(upgrade.stderr).toBe("");
    expect(upgrade.code).toBe(0);
    expect(await planOf(cookie)).toBe("pro");

    const show = await operator(["show", email]);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain(email);
    expect(show.stdout).toMatch(/pro/i);

    const downgrade = await operator(["set-plan", email, "basic"]);
    expect(downgrade.code).toBe(0);
    expect(await planOf(cookie)).toBe("basic");
  }, 60_000);

  it("passes the operator's exit codes through: 1 for an unknown user, 2 for wrong usage", async () => {
    const unknown = await operator(["show", "nobody@example.com"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).not.toBe("");

    const badPlan = await operator(["set-plan", "someone@example.com", "gold"]);
    expect(badPlan.code).toBe(2);
    expect(badPlan.stderr).toContain("Unknown plan 'gold'");
  }, 60_000);

  it("shows the operator's usage for --help and exits 0", async () => {
    const help = await operator(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("users set-plan <email> <basic|pro>");
  }, 30_000);
});

describe("ranklens support (forwarded to the server's operator commands)", () => {
  it("lists a request sent through the API, closes it, and lists the open ones without it", async () => {
    const email = `support-${Date.now()}@example.com`;
    const cookie = await signUp(email);
    const sent = await fetch(`${server.url}/api/v1/support`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie },
      body: JSON.stringify({ subject: "Export stuck", message: "The export never finishes." }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    const listed = await support(["list", "--open"]);
    expect(listed.stderr).toBe("");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${id}  normal  open`);
    expect(listed.stdout).toContain("  Subject:   Export stuck");
    expect(listed.stdout).toContain(`<${email}>, Owner`);

    const closed = await support(["close", id]);
    expect(closed.code).toBe(0);
    expect(closed.stdout).toBe(`Support request ${id} is closed.\n`);
    expect((await support(["list", "--open"])).stdout).not.toContain(id);
    expect((await support(["list"])).stdout).toMatch(new RegExp(`${id}  normal  closed \\d{4}-`));
  }, 60_000);

  it("passes the operator's exit codes through: 1 for an unknown request, 2 for wrong usage", async () => {
    const unknown = await support(["close", "no-such-request"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No support request with the id no-such-request.");
    const wrong = await support(["list", "--closed"]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("support list takes only --open");
  }, 60_000);
});
