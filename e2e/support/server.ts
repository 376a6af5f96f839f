import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type SmtpSink, startSmtpSink } from "../../apps/server/test/smtp-sink";
import { freePort } from "./free-port";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface RunningServer {
  url: string;
  dataDir: string;
  smtp: SmtpSink;
  /** The server process id (load tests sample its memory and kill it). */
  pid: number;
  /** False once the server process has exited (crashed, killed or stopped). */
  isRunning(): boolean;
  /** Everything the server printed, for diagnosing a failure. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts RankLens exactly as `npm start` runs it (the built web app must
 * exist; scripts/test.mjs builds it), on a free port, with a fresh SQLite data
 * folder and mail going to an in-process SMTP server.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const smtp = await startSmtpSink();
  // A given DATA_DIR restarts on existing data (the crash-recovery load test).
  const dataDir = extraEnv.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "ranklens-e2e-"));
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "apps/server/bin/main.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      ALLOW_PRIVATE_NETWORKS: "true",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    log += String(d);
  });
  child.stderr?.on("data", (d) => {
    log += String(d);
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    dataDir,
    smtp,
    pid: child.pid ?? 0,
    isRunning,
    output: () => log,
    async stop() {
      if (isRunning()) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      await smtp.close();
    },
  };
}
