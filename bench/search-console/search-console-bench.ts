/**
 * Search Console import benchmark (issue 30): one import of 100,000 Search Analytics rows from the
 * fake Google, in two shapes: a first import (the last 90 days, ~1,124 rows a day, one request a
 * day) and one day of 100,000 rows (four pages of 25,000 through `startRow`). The import runs in a
 * child process (runMeasured: wall time, peak RSS); the fake runs here. Reports the time, the
 * child's peak memory and the database's growth, on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL (or SEARCH_CONSOLE_BENCH_DATABASE_URL) names a server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importDays } from "../../apps/server/src/search-data/search-console/import/import-range";
import { generatedRows, startFakeGoogle } from "../../apps/server/test/fake-google";
import { SERVER_NODE_FLAGS } from "../../scripts/node-flags.mjs";
import { runMeasured } from "../site-audit/measured-process";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PROCESS = fileURLToPath(new URL("./import-process.ts", import.meta.url));
const PROPERTY = "sc-domain:bench.example";

export interface SearchConsoleImportFigures {
  shape: string;
  database: "sqlite" | "postgres";
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssMB: number;
  /** The process's peak before the import began (app, database, modules). */
  rssBeforeImportMB: number;
  dbGrowthMB: number;
  bytesPerRow: number;
  error: string | null;
}

export async function runSearchConsoleBench(
  options: { rows?: number } = {},
): Promise<SearchConsoleImportFigures[]> {
  const total = options.rows ?? 100_000;
  const pgUrl = process.env.SEARCH_CONSOLE_BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const fake = await startFakeGoogle();
  fake.sites = [{ siteUrl: PROPERTY, permissionLevel: "siteOwner" }];
  const days = importDays(null, new Date());
  const spread = new Map(
    days.map((day, i) => [day, Math.floor(total / days.length) + (i < total % days.length ? 1 : 0)]),
  );
  const oneDay = new Map([[days.at(-1)!, total]]);
  const results: SearchConsoleImportFigures[] = [];
  try {
    const runs = [
      { shape: `first import, ${days.length} days`, perDay: spread, database: "sqlite" as const },
      { shape: "one day of 100,000 rows (4 pages)", perDay: oneDay, database: "sqlite" as const },
      ...(pgUrl
        ? [{ shape: `first import, ${days.length} days`, perDay: spread, database: "postgres" as const }]
        : []),
    ];
    for (const run of runs) {
      fake.rowsFor = (property, date) => generatedRows(property, date, run.perDay.get(date) ?? 0);
      results.push(await measure(run.shape, run.database, fake, pgUrl));
    }
  } finally {
    await fake.close();
  }
  return results;
}

async function measure(
  shape: string,
  database: "sqlite" | "postgres",
  fake: { url: string; clientId: string; clientSecret: string },
  pgUrl: string | undefined,
): Promise<SearchConsoleImportFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), "ranklens-gsc-bench-"));
  try {
    const run = await runMeasured(
      process.execPath,
      [
        ...SERVER_NODE_FLAGS,
        "--import",
        import.meta.resolve("tsx"),
        PROCESS,
        ...(database === "postgres" ? ["--postgres"] : ["--db", path.join(dir, "bench.db")]),
        "--google",
        fake.url,
        "--property",
        PROPERTY,
        "--client-id",
        fake.clientId,
        "--client-secret",
        fake.clientSecret,
      ],
      {
        cwd: REPO_ROOT,
        echoEvery: 30,
        env: { ...process.env, ...(pgUrl ? { TEST_DATABASE_URL: pgUrl } : {}) },
      },
    );
    const peakRssMB = Math.round(run.peakRssBytes / 1024 / 1024);
    if (run.code !== 0) {
      const error =
        run.stderr
          .map((l) => l.line)
          .slice(-8)
          .join("\n") || `exit ${run.code ?? run.signal}`;
      return {
        shape,
        database,
        rows: 0,
        seconds: 0,
        rowsPerSecond: 0,
        peakRssMB,
        rssBeforeImportMB: 0,
        dbGrowthMB: 0,
        bytesPerRow: 0,
        error,
      };
    }
    const out = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as {
      seconds: number;
      rows: number;
      bytesBefore: number;
      bytesAfter: number;
      rssBeforeImport: number;
    };
    const growth = out.bytesAfter - out.bytesBefore;
    return {
      shape,
      database,
      rows: out.rows,
      seconds: Math.round(out.seconds * 100) / 100,
      rowsPerSecond: Math.round(out.rows / out.seconds),
      peakRssMB,
      rssBeforeImportMB: Math.round(out.rssBeforeImport / 1024 / 1024),
      dbGrowthMB: Math.round((growth / 1024 / 1024) * 10) / 10,
      bytesPerRow: Math.round(growth / Math.max(1, out.rows)),
      error: null,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/search-console/search-console-bench.ts`: the figures alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(JSON.stringify(await runSearchConsoleBench(), null, 2));
}
