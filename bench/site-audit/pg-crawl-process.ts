/**
 * One crawl process on PostgreSQL for the scale-out benchmark: runs the server's crawler on a
 * crawl already in the database, as one of `shards` processes sharing its frontier (claims with
 * FOR UPDATE SKIP LOCKED), with the site checks when it is the one that finishes the crawl.
 * Exits 0 when the crawl is complete.
 *
 *   node --import tsx pg-crawl-process.ts <database url> <crawl id> <shards> <concurrency>
 */

import { openDatabase } from "../../apps/server/src/db/client";
import { runCrawl } from "../../apps/server/src/site-audit/crawl/run-crawl";
import { runSiteChecks } from "../../apps/server/src/site-audit/site-checks/run-site-checks";

const [databaseUrl, crawlId, shards, concurrency] = process.argv.slice(2);
const database = openDatabase({ databaseUrl, pgPoolSize: 4 });
const result = await runCrawl(
  {
    db: database.db,
    dialect: database.dialect,
    now: () => new Date(),
    publicUrl: "https://ranklens.app",
    fetch: { allowPrivateNetworks: true },
    computeIssues: async (id) => {
      await runSiteChecks(database.db, id);
    },
  },
  {
    crawlId: crawlId!,
    shards: Number(shards),
    politeness: { ratePerSecond: 10_000, concurrency: Number(concurrency) },
  },
);
await database.close();
process.stderr.write(`crawl process ${process.pid}: ${result}\n`);
process.exit(result === "completed" ? 0 : 1);
