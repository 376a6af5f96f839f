import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/databases";
import { parseEnv } from "../env";
import { createLogger } from "../lib/logger";
import { KyselyJobQueue } from "./kysely-job-queue";
import { openJobQueue, PG_BOSS_SCHEMA } from "./open-job-queue";
import { PgBossJobQueue } from "./pg-boss-job-queue";

const options = { now: () => new Date(), logger: createLogger("silent") };
const env = (vars: Record<string, string>) =>
  parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "jobs-env-")), ...vars });

describe("openJobQueue", () => {
  it("uses the database queue on SQLite", async () => {
    const database = await openTestDatabase("sqlite");
    const opened = await openJobQueue(env({}), database, options);
    expect(opened.queue).toBeInstanceOf(KyselyJobQueue);
    await opened.close();
    await database.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "uses pg-boss on PostgreSQL (in its own schema) unless JOB_QUEUE=database",
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const database = await openTestDatabase("postgres");
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const opened = await openJobQueue(env({ DATABASE_URL: url }), database, options);
        expect(opened.queue).toBeInstanceOf(PgBossJobQueue);
        const job = await opened.queue.enqueue("open-test", { n: 1 });
        expect(await opened.queue.get(job.id)).toMatchObject({ state: "queued", payload: { n: 1 } });
        const { rows } = await admin.query(
          `select count(*)::int as n from ${PG_BOSS_SCHEMA}.job where id = $1`,
          [job.id],
        );
        expect(rows[0].n).toBe(1);
        await opened.close();

        const embedded = await openJobQueue(
          env({ DATABASE_URL: url, JOB_QUEUE: "database" }),
          database,
          options,
        );
        expect(embedded.queue).toBeInstanceOf(KyselyJobQueue);
      } finally {
        await admin.query(`drop schema if exists ${PG_BOSS_SCHEMA} cascade`);
        await admin.end();
        await database.close();
      }
    },
  );
});
