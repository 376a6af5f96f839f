import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { eventually } from "./job-queues";

const WORKER_ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/worker.ts");

/**
 * A real worker process with test-only job kinds: worker.ts from the sources through tsx, since the
 * kinds are TypeScript modules sharing its modules (`npm run worker` itself runs the server's
 * bundle, ADR 046; the crawl CLI's tests and the browser tests start the bundle).
 */
export interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts a worker process on `databaseUrl` with the job kinds of `kindsFile` and waits until it
 * says it is running (the first one also migrates the database, hence the long wait).
 */
export async function startWorkerProcess(options: {
  databaseUrl: string;
  dataDir: string;
  kindsFile: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<WorkerProcess> {
  let output = "";
  const child = spawn(
    process.execPath,
    ["--import", "tsx", WORKER_ENTRY, `--test-job-kinds=${options.kindsFile}`],
    {
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: options.dataDir,
        AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
        LOG_LEVEL: "info",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const worker = { child, output: () => output, exited };
  try {
    await eventually(
      () => output.includes("RankLens worker is running"),
      `worker start\n${output}`,
      options.startTimeoutMs ?? 30_000,
    );
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return worker;
}

/** Kills the workers still running and waits for every one to exit. */
export async function stopWorkerProcesses(workers: WorkerProcess[]): Promise<void> {
  for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill("SIGKILL");
  await Promise.all(workers.map((worker) => worker.exited));
}

/** A PostgreSQL database of its own next to TEST_DATABASE_URL's (worker processes migrate it themselves). */
export async function createScratchDatabase(
  baseUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
