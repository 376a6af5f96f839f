/**
 * Stops `npm start`, `npm test` and the server with a clear message on a Node
 * older than 24: native modules (better-sqlite3 13) and several dependencies
 * need it, and would otherwise fail later with a segfault or an odd import
 * error. Imported first by the entry scripts.
 */
export const MINIMUM_NODE_MAJOR = 24;

export function assertSupportedNode(version = process.versions.node) {
  const major = Number(version.split(".")[0]);
  if (major >= MINIMUM_NODE_MAJOR) return;
  console.error(
    `RankLens needs Node.js ${MINIMUM_NODE_MAJOR} or later; this is Node ${version}.\n` +
      "Install Node 24 LTS, or run `source scripts/use-node-24.sh` to fetch it from the npm registry into ~/.cache.",
  );
  process.exit(1);
}

assertSupportedNode();
