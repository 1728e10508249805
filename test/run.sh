#!/usr/bin/env bash
# `npm test`: installs the system packages the tests need when missing, then runs every suite.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
/usr/bin/python3 -c 'import requests' 2>/dev/null || need+=(python3-requests)
if [ ${#need[@]} -gt 0 ]; then
  echo "test: installing ${need[*]} (Debian packages the browser and sample tests use)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq "${need[@]}" >/dev/null; fi
fi

node bin/compile.mjs   # always: tests run the CLI from dist, which must match src
npx tsc --noEmit -p tsconfig.json
npx vitest run --config test/vitest.config.ts
