import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases";
import { createTestContext, json, type TestContext } from "../../test/harness";
import { personalWorkspaceId } from "../../test/workspaces";
import { createApp } from "../app";
import { bootstrap } from "../bootstrap";
import { parseEnv } from "../env";
import { createLogger } from "../lib/logger";
import type { OperatorIo } from "./operator-io";
import { parseOperatorArgs } from "./parse-operator-args";
import { runOperator } from "./run-operator";

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), "main.ts");

function captureIo(): OperatorIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
}

describe("parseOperatorArgs", () => {
  it("understands set-plan and show, and explains every mistake", () => {
    expect(parseOperatorArgs(["users", "set-plan", "a@b.c", "pro"])).toEqual({
      kind: "set-plan",
      email: "a@b.c",
      plan: "pro",
    });
    expect(parseOperatorArgs(["users", "show", "a@b.c"])).toEqual({ kind: "show", email: "a@b.c" });
    expect(parseOperatorArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseOperatorArgs(["users", "set-plan", "a@b.c", "gold"])).toEqual({
      kind: "usage-error",
      problem: "Unknown plan 'gold'. Plans: basic, pro.",
    });
    for (const args of [
      [],
      ["groups"],
      ["users"],
      ["users", "delete", "a@b.c"],
      ["users", "set-plan", "a@b.c"],
    ]) {
      expect(parseOperatorArgs(args).kind, args.join(" ")).toBe("usage-error");
    }
  });
});

describe.each(testDatabaseKinds())("operator users commands [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind);
  });
  afterEach(async () => {
    await t.close();
  });
  const run = (args: string[], billingEnabled = true) => {
    const io = captureIo();
    const command = parseOperatorArgs(args);
    if (command.kind !== "set-plan" && command.kind !== "show") throw new Error("not a database command");
    return runOperator(command, { db: t.database.db, billingEnabled, io }).then((code) => ({ code, io }));
  };
  /** The plan of the user's own workspace. */
  const planOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom("workspaces")
        .select("plan")
        .where("id", "=", await personalWorkspaceId(t.database.db, id))
        .executeTakeFirstOrThrow()
    ).plan;

  it("moves a user to Pro and back, effective on their next request", async () => {
    const { email, id, cookie } = await t.createUser({ email: "Owner@Example.com" });
    const up = await run(["users", "set-plan", "OWNER@example.com", "pro"]);
    expect(up.code).toBe(0);
    expect(up.io.stdout).toEqual([
      "owner@example.com's workspace “Test User's workspace” is now on the Pro plan (was Basic).",
    ]);
    expect(await planOf(id)).toBe("pro");
    expect((await json(await t.request("/api/v1/usage", { cookie }))).plan).toBe("pro");

    const again = await run(["users", "set-plan", email, "pro"]);
    expect(again.io.stdout).toEqual([
      "owner@example.com's workspace “Test User's workspace” is already on the Pro plan.",
    ]);
    expect((await run(["users", "set-plan", email, "basic"])).code).toBe(0);
    expect(await planOf(id)).toBe("basic");
    const shown = await run(["users", "show", email]);
    expect(shown.io.stdout[0]).toMatch(
      /^owner@example\.com's workspace “Test User's workspace”: Basic plan, 0 of 5 analyses used in \d{4}-\d{2}\.$/,
    );
  });

  it("fails with exit code 1 for an unknown user and changes nothing", async () => {
    const { id } = await t.createUser();
    const missing = await run(["users", "set-plan", "nobody@example.com", "pro"]);
    expect(missing.code).toBe(1);
    expect(missing.io.stderr).toEqual(["No user with the e-mail nobody@example.com."]);
    expect(await planOf(id)).toBe("basic");
  });
});

describe("operator process", () => {
  it("runs as `node --import tsx …/operator/main.ts` on the server's own database, with exit codes 0/1/2", {
    timeout: 60_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ranklens-operator-"));
    const env = { NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    const { deps, database } = await bootstrap(parseEnv(env), { logger: createLogger("silent") });
    const app = createApp(deps);
    const signUp = await app.request("http://localhost:3000/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({
        email: "ops@example.com",
        password: "correct horse battery staple",
        name: "Ops",
      }),
    });
    expect(signUp.status).toBe(200);
    await database.close();

    const exec = promisify(execFile);
    const operator = (...args: string[]) =>
      exec(process.execPath, ["--import", "tsx", MAIN, ...args], { env: { ...process.env, ...env } }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const done = await operator("users", "set-plan", "ops@example.com", "pro");
    expect(done.code).toBe(0);
    expect(done.stdout).toBe(
      "ops@example.com's workspace “Ops's workspace” is now on the Pro plan (was Basic).\n",
    );
    const shown = await operator("users", "show", "ops@example.com");
    expect(shown.stdout).toMatch(
      /^ops@example\.com's workspace “Ops's workspace”: Pro plan, 0 of unlimited analyses used in/,
    );
    const missing = await operator("users", "set-plan", "nobody@example.com", "pro");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No user with the e-mail nobody@example.com.");
    const wrong = await operator("users", "set-plan", "ops@example.com", "gold");
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Usage: ranklens users <command>");
  });
});
