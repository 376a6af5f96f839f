/**
 * One Search Console import measured in a process of its own (search-console-bench.ts runs it):
 * a workspace connected to the fake Google (in the parent process, at --google), a project linked
 * to the property, then `importSearchConsole` as the daily job runs it. Prints one JSON line: the
 * import's wall time, rows, the database's size before and after, and this process's peak RSS
 * before the import began (so the import's own share can be told apart).
 */
import { readFileSync, statSync } from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { openDatabase } from "../../apps/server/src/db/client";
import { googleSetup } from "../../apps/server/src/search-data/search-console/google-endpoints";
import { importSearchConsole } from "../../apps/server/src/search-data/search-console/import/import-property";
import { saveProjectLink } from "../../apps/server/src/search-data/search-console/project-link";
import { SearchConsoleApi } from "../../apps/server/src/search-data/search-console/search-console-api";
import { createTestContext } from "../../apps/server/test/harness";
import { connectSearchConsole, insertProject } from "../../apps/server/test/search-console-helpers";
import { personalWorkspaceId } from "../../apps/server/test/workspaces";

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    postgres: { type: "boolean", default: false },
    google: { type: "string" },
    property: { type: "string" },
    "client-id": { type: "string" },
    "client-secret": { type: "string" },
  },
});

const peakRss = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) * 1024;

const kind = values.postgres ? "postgres" : "sqlite";
const t = await createTestContext(kind, {
  ...(kind === "sqlite" ? { database: openDatabase({ sqlitePath: values.db! }) } : {}),
  env: {
    GOOGLE_CLIENT_ID: values["client-id"]!,
    GOOGLE_CLIENT_SECRET: values["client-secret"]!,
    GOOGLE_OAUTH_BASE: values.google!,
    GSC_API_BASE: values.google!,
  },
});
const db = t.database.db;

async function databaseBytes(): Promise<number> {
  if (kind === "postgres") {
    const row = await sql<{ n: string }>`select pg_total_relation_size('search_console_rows') as n`.execute(
      db,
    );
    return Number(row.rows[0]!.n);
  }
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
  return statSync(values.db!).size;
}

try {
  const user = await t.createUser();
  await connectSearchConsole(t, user.cookie);
  const workspaceId = await personalWorkspaceId(db, user.id);
  const property = values.property!;
  const projectId = await insertProject(db, workspaceId, `https://${property.replace("sc-domain:", "")}/`);
  await saveProjectLink(db, { projectId, workspaceId, property, userId: user.id }, new Date());
  const api = new SearchConsoleApi({
    db,
    secrets: t.deps.secrets,
    google: googleSetup(t.env),
    workspaceId,
    now: () => new Date(),
  });
  const bytesBefore = await databaseBytes();
  const rssBefore = peakRss();
  const started = performance.now();
  const result = await importSearchConsole(
    db,
    api,
    { projectId, workspaceId, property, importedThrough: null },
    new Date(),
  );
  const seconds = (performance.now() - started) / 1000;
  const bytesAfter = await databaseBytes();
  process.stdout.write(
    `${JSON.stringify({ seconds, rows: result.rows, days: result.days, bytesBefore, bytesAfter, rssBeforeImport: rssBefore })}\n`,
  );
} finally {
  await t.close();
}
