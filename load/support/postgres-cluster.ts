import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../e2e/support/free-port";

const run = promisify(execFile);

/** A throwaway PostgreSQL server on 127.0.0.1 that a test can stop and start. */
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The server's log, for diagnosing a failure. */
  log(): string;
  destroy(): Promise<void>;
}

/** The bin folder of the newest PostgreSQL installed the Debian way, or null. */
export function findPostgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter(
      (v) =>
        existsSync(path.join(root, v, "bin", "pg_ctl")) && existsSync(path.join(root, v, "bin", "initdb")),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

/**
 * Creates a private cluster in a temp folder and starts it on a free port.
 * PostgreSQL refuses to run as root, so as root every command runs as the
 * `postgres` user (the folder is handed to it). Durability is off (fsync):
 * the cluster only lives for one test.
 */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "ranklens-pg-"));
  const data = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const sh = async (command: string) => {
    // Paths come from mkdtemp and the bin folder: no spaces or quotes to escape.
    if (asRoot) await run("su", ["postgres", "-s", "/bin/sh", "-c", command], { timeout: 60_000 });
    else await run("/bin/sh", ["-c", command], { timeout: 60_000 });
  };
  const pgCtl = (action: string) =>
    sh(
      `${bin}/pg_ctl -D ${data} -l ${logFile} -w -t 30 ${action} -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off"`,
    );

  await sh(`${bin}/initdb -D ${data} -A trust -U postgres -E UTF8 --no-sync > ${dir}/initdb.log 2>&1`);
  await pgCtl("start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => sh(`${bin}/pg_ctl -D ${data} -m fast -w -t 30 stop`),
    start: () => pgCtl("start"),
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
    async destroy() {
      await sh(`${bin}/pg_ctl -D ${data} -m immediate -w -t 30 stop`).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("postgres:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (!uid || !gid) throw new Error("no postgres user to run PostgreSQL as");
  return { uid: Number(uid), gid: Number(gid) };
}
