/**
 * The server's processes (`npm start`, `npm run worker`, `ranklens crawl`, `ranklens users`) run
 * from one JavaScript bundle of the checkout's TypeScript, built by esbuild when the sources changed
 * (ADR 046). Through tsx a process loaded ~1,300 modules one by one, each resolved and compiled by
 * a loader hook: a one-page crawl took 2.7 s to start and end, 1.7 s from the bundle, and each
 * analysis thread paid the same again.
 *
 * What the bundle keeps as it was under tsx:
 * - the packages of node_modules stay outside it (native modules, files they read beside them);
 *   only the workspace's own code (apps/server, packages/*) is bundled;
 * - `import.meta.url` in a bundled module is its source file's URL, so a module that reads a file
 *   beside it (a word list, the web build, a PDF template) reads the same file;
 * - each analysis-pool task (a module defining `poolTask(import.meta.url, …)`) is an entry of its
 *   own, which a worker thread loads without the rest; analysis-pool/bundled-tasks.ts is replaced
 *   by the map from each task's source URL to its bundled module.
 *
 * Each build has its source maps beside it, not read unless asked: `node --enable-source-maps` (or
 * NODE_OPTIONS) gives stack traces in the TypeScript sources; parsing the maps at every start cost a
 * one-page crawl 0.1 s and 5 MB.
 *
 * Each build is a folder of its own named by its fingerprint, never rewritten: a running process
 * that loads a chunk later (a lazy import) finds it after a newer build; the three newest stay.
 *
 *   node scripts/server-build.mjs          builds if stale and prints the build's folder
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { enableCompileCache } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { fingerprintOf, withBuildLock } from "./build-cache.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_SRC = path.join(root, "apps/server/src");
const DIST = path.join(root, "apps/server/dist");
const LOCK = path.join(root, "apps/server/.build-lock");
/** A build folder holds this file once complete. */
const COMPLETE = "complete";
const KEPT_BUILDS = 3;

/** The processes the bundle starts: name → source, relative to apps/server/src. */
export const SERVER_ENTRIES = {
  main: "main.ts",
  worker: "worker.ts",
  crawl: "site-audit/cli/main.ts",
  operator: "operator/main.ts",
};

/** What the bundle is made of: the server's and the workspace packages' sources, and this script. */
const SOURCES = [
  "apps/server/src",
  "apps/server/package.json",
  ...["shared", "engine", "patterns", "charts"].flatMap((name) => [
    `packages/${name}/src`,
    `packages/${name}/package.json`,
  ]),
  "scripts/server-build.mjs",
];

/** Tests are not in the bundle: editing one does not make the next process rebuild. */
const bundled = (file) => !/\.test\.tsx?$/.test(file);

export function serverFingerprint() {
  return fingerprintOf(root, SOURCES, [], bundled).slice(0, 16);
}

/** The folder of the current build, built first if the sources changed. Throws when the build fails. */
export function ensureServerBuild({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const fingerprint = serverFingerprint();
  const dir = path.join(DIST, fingerprint);
  if (existsSync(path.join(dir, COMPLETE))) return dir;
  return withBuildLock(LOCK, "server build", () => {
    if (existsSync(path.join(dir, COMPLETE))) return dir;
    log("Building the server (first start or sources changed)…");
    const staging = `${dir}.partial-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    // esbuild's plugins need its asynchronous API: the bundle is made by a child, this stays synchronous.
    const result = spawnSync(
      process.execPath,
      [fileURLToPath(import.meta.url), "--bundle-into", staging, "--named", dir],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    if (result.status !== 0) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error("The server build failed (see the output above).");
    }
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    pruneOldBuilds(dir);
    return dir;
  });
}

/** Runs a server process's entry from the bundle, in this process (its argv and flags are this one's). */
export async function importServerEntry(name) {
  if (!(name in SERVER_ENTRIES)) throw new Error(`No server entry "${name}".`);
  let dir;
  try {
    dir = ensureServerBuild();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  useCompileCache();
  await import(pathToFileURL(path.join(dir, `${name}.js`)).href);
}

/**
 * V8's code cache on disk, for the bundle and the packages it imports: a process compiles them
 * once per build instead of at every start (a one-page crawl: 0.86–0.92 s → 0.74–0.78 s). Node's own
 * default place (os.tmpdir()/node-compile-cache; NODE_COMPILE_CACHE overrides it,
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off), entries keyed by each file's contents. The
 * directory goes on in the environment to the analysis threads and child processes.
 */
function useCompileCache() {
  const cache = enableCompileCache();
  if (cache.directory) process.env.NODE_COMPILE_CACHE ??= cache.directory;
}

function pruneOldBuilds(current) {
  const builds = readdirSync(DIST)
    .map((name) => path.join(DIST, name))
    .filter((dir) => dir !== current && statSync(dir).isDirectory())
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const dir of builds.slice(KEPT_BUILDS - 1)) rmSync(dir, { recursive: true, force: true });
}

/** The analysis-pool tasks: every server module that defines one with its own URL. */
function poolTaskModules() {
  const tasks = [];
  for (const entry of readdirSync(SERVER_SRC, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && file.endsWith(".ts") && bundled(file)) {
      if (readFileSync(file, "utf8").includes("poolTask(import.meta.url")) tasks.push(file);
    }
  }
  return tasks.sort();
}

/** Bundles into `outdir`, a staging folder that is renamed `finalDir` once complete. */
async function bundleInto(outdir, finalDir) {
  const { build } = await import("esbuild");
  const tasks = poolTaskModules();
  const taskEntryName = (file) => `tasks/${path.relative(SERVER_SRC, file).replace(/\.ts$/, "")}`;
  const taskMap = Object.fromEntries(
    tasks.map((file) => [
      pathToFileURL(file).href,
      pathToFileURL(path.join(finalDir, `${taskEntryName(file)}.js`)).href,
    ]),
  );
  const bundledTasksModule = path.join(SERVER_SRC, "analysis-pool/bundled-tasks.ts");
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: [
      ...Object.entries(SERVER_ENTRIES).map(([out, src]) => ({ in: path.join(SERVER_SRC, src), out })),
      ...tasks.map((file) => ({ in: file, out: taskEntryName(file) })),
    ],
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node24",
    sourcemap: "linked",
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "warning",
    plugins: [
      {
        name: "ranklens-server",
        setup(b) {
          // node_modules stay outside the bundle; the workspace's packages (@ranklens/*) go in.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@ranklens/") ? undefined : { path: args.path, external: true },
          );
          b.onLoad({ filter: /\.tsx?$/ }, (args) => {
            if (args.path === bundledTasksModule) {
              return {
                contents: `export const BUNDLED_TASK_MODULES = ${JSON.stringify(taskMap)};`,
                loader: "ts",
              };
            }
            const source = readFileSync(args.path, "utf8");
            return {
              contents: source.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
              loader: args.path.endsWith("x") ? "tsx" : "ts",
            };
          });
        },
      },
    ],
  });
  writeFileSync(path.join(outdir, COMPLETE), "");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--bundle-into");
  if (at > 0) await bundleInto(process.argv[at + 1], process.argv[process.argv.indexOf("--named") + 1]);
  else console.log(ensureServerBuild());
}
