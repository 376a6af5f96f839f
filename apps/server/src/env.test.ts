import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "env-"));

describe("parseEnv", () => {
  it("has working defaults for a first start", () => {
    const dir = tempDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.ALLOW_PRIVATE_NETWORKS).toBe(false);
    expect(env.BILLING).toBe("on");
  });

  it("limits outbound fetches to 64 per process and 16 per user, never below one full analysis", () => {
    const env = parseEnv({ DATA_DIR: tempDir() });
    expect([env.FETCH_CONCURRENCY_GLOBAL, env.FETCH_CONCURRENCY_PER_USER]).toEqual([64, 16]);
    expect(() => parseEnv({ DATA_DIR: tempDir(), FETCH_CONCURRENCY_PER_USER: "10" })).toThrow(
      /FETCH_CONCURRENCY_PER_USER must be at least 11/,
    );
  });

  it("keeps 4 PostgreSQL connections a process unless DATABASE_POOL_SIZE says otherwise, and at least one", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).DATABASE_POOL_SIZE).toBe(4);
    expect(parseEnv({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: "12" }).DATABASE_POOL_SIZE).toBe(12);
    expect(() => parseEnv({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("generates a development secret once and keeps it in the data folder", () => {
    const dir = tempDir();
    const first = parseEnv({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(parseEnv({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it("stops start-up in production without AUTH_SECRET, with a clear message", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: tempDir() })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: tempDir() })).toThrow(
      /AUTH_SECRET is required in production/,
    );
  });

  it("names every invalid variable", () => {
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "not a url", TRUST_PROXY: "maybe" });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL/);
      expect(String(error)).toMatch(/TRUST_PROXY/);
    }
  });

  it("runs jobs on pg-boss on PostgreSQL and on the database queue on SQLite, unless JOB_QUEUE says otherwise", () => {
    const pg = "postgres://u@127.0.0.1:5432/ranklens";
    expect(parseEnv({ DATA_DIR: tempDir() }).jobQueue).toBe("database");
    expect(parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: pg }).jobQueue).toBe("pg-boss");
    expect(parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: pg, JOB_QUEUE: "database" }).jobQueue).toBe(
      "database",
    );
    expect(() => parseEnv({ DATA_DIR: tempDir(), JOB_QUEUE: "pg-boss" })).toThrow(
      /JOB_QUEUE=pg-boss needs PostgreSQL/,
    );
    expect(() => parseEnv({ DATA_DIR: tempDir(), JOB_QUEUE: "redis" })).toThrow(/JOB_QUEUE/);
    expect(parseEnv({ DATA_DIR: tempDir() }).WORKER_GRACE_MS).toBe(30_000);
  });

  it("treats empty optional URLs as unset and trims PUBLIC_URL's trailing slash", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), SMTP_URL: "", PUBLIC_URL: "https://seo.example.com/" });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.publicUrl).toBe("https://seo.example.com");
  });
});
