#!/bin/sh
# Runs the command after it on a Node the project supports (package.json "engines"): the
# Node on PATH when it is new enough, else the Node 24 that `. scripts/use-node24.sh` once
# installed into ~/.node24 (so a new terminal needs nothing sourced again, and no shell file
# of the user's is touched), else it refuses in one line (scripts/check-node.cjs) before
# anything else runs: no npm install, no native module.
here=$(dirname "$0")
check="$here/check-node.cjs"
if command -v node >/dev/null 2>&1 && node "$check" 2>/dev/null; then exec "$@"; fi
prefix="${NODE24_PREFIX:-${HOME:-/root}/.node24}"
for bin in "$prefix"/node_modules/node-*/bin; do
  if [ -x "$bin/node" ] && "$bin/node" "$check" 2>/dev/null; then
    PATH="$bin:$PATH"
    # Native modules (better-sqlite3) build against this Node's own headers, as use-node24.sh sets.
    npm_config_nodedir=$(dirname "$bin")
    export PATH npm_config_nodedir
    exec "$@"
  fi
done
if ! command -v node >/dev/null 2>&1; then
  echo "No Node found: this project needs Node 24 (package.json engines); install it with \`. scripts/use-node24.sh\`, then run the command again" >&2
  exit 1
fi
exec node "$check"
