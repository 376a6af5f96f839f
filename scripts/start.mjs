/**
 * `npm start`: builds the web app if needed, then runs the server (SQLite in
 * ./data, mail to ./data/outbox, built-in writing engine unless configured)
 * from its bundle, which its launcher builds when the sources changed
 * (apps/server/bin/main.mjs, ADR 046).
 * `npm run dev` does the same with ALLOW_PRIVATE_NETWORKS=true so local test
 * sites can be analysed.
 */
import "./require-node.mjs";
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "./node-flags.mjs";
import { ensureWebBuild } from "./web-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");

try {
  ensureWebBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const env = { ...process.env };
if (dev) env.ALLOW_PRIVATE_NETWORKS ??= "true";
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "apps/server/bin/main.mjs")], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
