/**
 * What the two builds of a checkout share (scripts/web-build.mjs, scripts/server-build.mjs): a
 * fingerprint of the sources a build reads, so a build runs only when they changed, and a lock, so
 * the test runs and processes that start together build once while the others wait.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/** Every file under `p` (a file or a folder), in a stable order, with its stats. */
function* files(p) {
  if (!existsSync(p)) return;
  const st = statSync(p);
  if (st.isFile()) {
    yield [p, st];
    return;
  }
  for (const name of readdirSync(p).sort()) {
    if (name === "node_modules" || name.startsWith(".react-router")) continue;
    yield* files(path.join(p, name));
  }
}

/**
 * The path, size and mtime of every file of `sources` (relative to `root`) that `include` takes,
 * after `settings` (lines of what else the build bakes in): any edit, new or removed file changes it.
 */
export function fingerprintOf(root, sources, settings = [], include = () => true) {
  const hash = createHash("sha256");
  for (const line of settings) hash.update(`${line}\n`);
  for (const source of sources) {
    for (const [file, st] of files(path.join(root, source))) {
      if (include(file)) hash.update(`${file}\0${st.size}\0${st.mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

/**
 * Runs `fn` holding the lock folder `lock`: a build writes the folder the others read, so one builds
 * while the others wait (up to three minutes). A lock older than five minutes belongs to a process
 * that died, and is taken over.
 */
export function withBuildLock(lock, what, fn) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000)
        rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for another ${what} (${lock}).`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
