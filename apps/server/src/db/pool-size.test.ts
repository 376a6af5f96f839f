import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { DEFAULT_PG_POOL_SIZE } from "./pool-size";

const url = process.env.TEST_DATABASE_URL;

/** The PostgreSQL backends that answered `queries` statements sent at once, each holding its connection a moment. */
async function backendsUsed(pgPoolSize: number | undefined, queries: number): Promise<number> {
  const database = openDatabase({ databaseUrl: url, ...(pgPoolSize ? { pgPoolSize } : {}) });
  try {
    const pids = await Promise.all(
      Array.from({ length: queries }, async () => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(
          database.db,
        );
        return rows[0]!.pid;
      }),
    );
    return new Set(pids).size;
  } finally {
    await database.close();
  }
}

describe.skipIf(!url)("the PostgreSQL pool's size", () => {
  it("opens at most DEFAULT_PG_POOL_SIZE connections by default, and the size it is given otherwise", async () => {
    expect(DEFAULT_PG_POOL_SIZE).toBe(4);
    expect(await backendsUsed(undefined, 12)).toBe(4);
    expect(await backendsUsed(2, 12)).toBe(2);
  });
});
