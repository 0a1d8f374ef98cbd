#!/usr/bin/env bash
# Every test: lint, typecheck, unit + integration (SQLite, and PostgreSQL when TEST_DATABASE_URL
# is set), then a build with the e2e settings and the Playwright suite against it.
# Prints one closing line: "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p var
passed=0
failed=0
step() { echo; echo "==> $*"; }

step "lint"
if npm run -s lint; then :; else echo "lint failed"; failed=$((failed + 1)); fi

step "typecheck"
if npm run -s typecheck; then :; else echo "typecheck failed"; failed=$((failed + 1)); fi

step "unit and integration tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile=var/vitest.json
vitest_rc=$?
if [ -f var/vitest.json ]; then
  read -r vp vf < <(node -e 'const r=require("./var/vitest.json");console.log(r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites||0))')
  passed=$((passed + vp)); failed=$((failed + vf))
fi
[ $vitest_rc -ne 0 ] && [ "${vf:-0}" -eq 0 ] && failed=$((failed + 1))

step "build with the e2e settings"
set -a
eval "$(npx tsx -e 'import {e2eEnv} from "./tests/e2e/env.ts"; for (const [k,v] of Object.entries(e2eEnv)) console.log(`${k}=${JSON.stringify(v)}`)')"
set +a
if npm run -s build; then
  step "end-to-end tests (Playwright, Debian Chromium)"
  PLAYWRIGHT_JSON_OUTPUT_NAME=var/playwright.json npx playwright test --reporter=list,json
  pw_rc=$?
  if [ -f var/playwright.json ]; then
    read -r pp pf < <(node -e 'const s=require("./var/playwright.json").stats;console.log(s.expected + s.flaky, s.unexpected)')
    passed=$((passed + pp)); failed=$((failed + pf))
  fi
  [ $pw_rc -ne 0 ] && [ "${pf:-0}" -eq 0 ] && failed=$((failed + 1))
else
  echo "build failed"; failed=$((failed + 1))
fi
echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
