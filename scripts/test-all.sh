#!/usr/bin/env bash
# Every test: lint, typecheck, a build with the e2e settings, unit + integration tests
# (SQLite, and PostgreSQL when TEST_DATABASE_URL is set; some drive the built app in
# process), then the Playwright suite against the built site and the partner simulator.
# Prints one closing line: "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p var
rm -f var/vitest.json var/vitest-isolated.json var/playwright.json
passed=0
failed=0
step() { echo; echo "==> $*"; }

# The project targets Node 24 (engines); a run on an older Node proves nothing about it.
# `npm test` checks before it gets here (scripts/with-node.sh); this is for `bash scripts/test-all.sh`.
if ! node scripts/check-node.cjs; then
  echo "0 passed, 1 failed"
  exit 1
fi

step "lint"
npm run -s lint || { echo "lint failed"; failed=$((failed + 1)); }

step "typecheck"
npm run -s typecheck || { echo "typecheck failed"; failed=$((failed + 1)); }

step "build with the e2e settings"
set -a
eval "$(npx tsx scripts/print-e2e-env.ts)"
set +a
built=1
npm run -s build > var/build.log 2>&1 || { tail -40 var/build.log; echo "build failed"; failed=$((failed + 1)); built=0; }
[ $built -eq 1 ] && tail -2 var/build.log

step "unit and integration tests (vitest)"
# The hostile-partner corpus measures /api/health latency while the server extracts: it runs
# alone afterwards, so the other test files do not share its CPU.
ISOLATED=tests/security/hostile-partner.test.ts
vitest_suite() { # <json file> <vitest args...>
  local out=$1; shift
  rm -f "$out"
  npx vitest run --reporter=default --reporter=json --outputFile="$out" "$@"
  local rc=$? vp=0 vf=0
  if [ -f "$out" ]; then
    read -r vp vf < <(node -e 'const r=require("./'"$out"'");console.log(r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites||0))')
  fi
  passed=$((passed + vp)); failed=$((failed + vf))
  [ $rc -ne 0 ] && [ "$vf" -eq 0 ] && failed=$((failed + 1))
  return 0
}
vitest_suite var/vitest.json --exclude "$ISOLATED"
vitest_suite var/vitest-isolated.json "$ISOLATED"

if [ $built -eq 1 ]; then
  step "end-to-end tests (Playwright, Debian Chromium)"
  PLAYWRIGHT_JSON_OUTPUT_NAME=var/playwright.json npx playwright test --reporter=list,json
  pw_rc=$?
  pf=0
  if [ -f var/playwright.json ]; then
    read -r pp pf < <(node -e 'const s=require("./var/playwright.json").stats;console.log(s.expected + s.flaky, s.unexpected)')
    passed=$((passed + pp)); failed=$((failed + pf))
  fi
  [ $pw_rc -ne 0 ] && [ "$pf" -eq 0 ] && failed=$((failed + 1))
fi

echo
[ "$failed" -gt 0 ] && node scripts/failed-tests.mjs
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
