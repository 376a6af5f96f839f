/**
 * One crawl process on PostgreSQL for the scale-out benchmark (scale-out.ts): runs the server's
 * crawler on crawls already in the database, all at once (as one `npm run worker` with enough
 * CRAWL_SLOTS runs them), each as one of `shards` processes sharing its frontier (claims with
 * FOR NO KEY UPDATE SKIP LOCKED), with the site checks when it is the one that finishes a crawl.
 * Exits 0 when every crawl is complete.
 *
 *   node --import tsx pg-crawl-process.ts <database url> <shards> <concurrency> <crawl id>…
 */

import { openDatabase } from "../../apps/server/src/db/client";
import { runCrawl } from "../../apps/server/src/site-audit/crawl/run-crawl";
import { runSiteChecks } from "../../apps/server/src/site-audit/site-checks/run-site-checks";

const [databaseUrl, shards, concurrency, ...crawlIds] = process.argv.slice(2);
// The server's pool size (db/client.ts's default), shared by every crawl of the process as in a worker.
const database = openDatabase({ databaseUrl });
const results = await Promise.all(
  crawlIds.map((crawlId) =>
    runCrawl(
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
        crawlId,
        shards: Number(shards),
        politeness: { ratePerSecond: 10_000, concurrency: Number(concurrency) },
      },
    ),
  ),
);
await database.close();
process.stderr.write(`crawl process ${process.pid}: ${results.join(", ")}\n`);
process.exit(results.every((result) => result === "completed") ? 0 : 1);
