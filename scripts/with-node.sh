#!/usr/bin/env bash
# Runs a command with Node 24 first on PATH (scripts/ensure-node.sh provides it where the system has an older
# Node), so the app, the emulators, the functions and every test tier run on the runtime the functions deploy to.
#   bash scripts/with-node.sh node scripts/test-all.mjs
set -euo pipefail
dir="$(bash "$(dirname "$0")/ensure-node.sh")"
if [ -n "$dir" ]; then export PATH="$dir:$PATH"; fi
exec "$@"
