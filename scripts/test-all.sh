#!/usr/bin/env bash
# Every test: lint, typecheck, a build with the e2e settings, unit + integration tests
# (SQLite, and PostgreSQL when TEST_DATABASE_URL is set; some drive the built app in
# process), then the Playwright suite against the built site and the partner simulator.
# Prints one closing line: "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p var
rm -f var/vitest.json var/vitest-isolated.json var/playwright.json var/test-steps.tsv
passed=0
failed=0
started=$SECONDS
step_name=""
step_start=$SECONDS
# Each step's wall time goes to var/test-steps.tsv (scripts/test-timings.mjs prints the table).
end_step() { [ -n "$step_name" ] && printf '%s\t%s\n' "$step_name" "$((SECONDS - step_start))" >> var/test-steps.tsv; step_name=""; }
step() { end_step; step_name=$1; step_start=$SECONDS; echo; echo "==> $* (at $((SECONDS - started)) s)"; }

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

step "vitest, shared: every file but the timed ones, two at a time"
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
VITEST_GROUP=shared vitest_suite var/vitest.json
step "vitest, timed: the files that measure latency or memory, one at a time (tests/timed-files.ts)"
VITEST_GROUP=timed vitest_suite var/vitest-isolated.json

if [ $built -eq 1 ]; then
  step "Playwright (Debian Chromium)"
  PLAYWRIGHT_JSON_OUTPUT_NAME=var/playwright.json npx playwright test --reporter=list,json
  pw_rc=$?
  pf=0
  if [ -f var/playwright.json ]; then
    read -r pp pf < <(node -e 'const s=require("./var/playwright.json").stats;console.log(s.expected + s.flaky, s.unexpected)')
    passed=$((passed + pp)); failed=$((failed + pf))
  fi
  [ $pw_rc -ne 0 ] && [ "$pf" -eq 0 ] && failed=$((failed + 1))
fi

end_step
echo
node scripts/test-timings.mjs 10
echo
[ "$failed" -gt 0 ] && node scripts/failed-tests.mjs
echo "the whole run took $((SECONDS - started)) s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
