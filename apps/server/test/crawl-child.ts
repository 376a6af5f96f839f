/**
 * A crawl in a process of its own, for the kill tests: `node --import tsx crawl-child.ts <db file>
 * <crawl id>` runs the crawl in that SQLite file (exclusively, as the command line does) and
 * exits 0 when it is complete. Loopback allowed; issues are not computed (not what is tested).
 */
import { openCrawlFile } from "../src/site-audit/cli/local-crawl-file";
import { runCrawl } from "../src/site-audit/crawl/run-crawl";

const [dbPath, crawlId] = process.argv.slice(2);
const database = await openCrawlFile(dbPath!);
const result = await runCrawl(
  {
    db: database.db,
    dialect: database.dialect,
    now: () => new Date(),
    publicUrl: "http://ranklens.test",
    fetch: { allowPrivateNetworks: true },
    computeIssues: async () => {},
  },
  { crawlId: crawlId!, exclusive: true, politeness: { ratePerSecond: 1000, concurrency: 4 } },
);
await database.close();
process.exit(result === "completed" ? 0 : 1);
