#!/usr/bin/env bash
# Every test: lint, typecheck, two builds with the e2e settings (one for Playwright, one for the
# vitest files, on their own ports), the vitest files (unit and integration: SQLite, and
# PostgreSQL when TEST_DATABASE_URL is set; some drive the built app in process) side by side with
# the Playwright suite against its build and the partner simulator, then the files that measure a
# latency, alone. Prints one closing line: "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p var
rm -f var/vitest.json var/vitest-isolated.json var/playwright.json var/playwright.rc var/playwright.seconds var/lint.rc var/lint.seconds var/test-steps.tsv
passed=0
failed=0
started=$SECONDS
step_name=""
step_start=$SECONDS
# Each step's wall time goes to var/test-steps.tsv (scripts/test-timings.mjs prints the table).
# With it, how busy the machine's CPUs were (all processes, from /proc/stat): idle cores during a
# step are time a neighbour could have used.
cpu_ticks() { local _ u n s i w q sq st; read -r _ u n s i w q sq st _ < /proc/stat 2>/dev/null || { echo "0 0"; return; }; echo "$((u + n + s + q + sq + st)) $((u + n + s + i + w + q + sq + st))"; }
step_cpu=""
end_step() {
  [ -n "$step_name" ] || return 0
  local busy0 total0 busy1 total1 share="?"
  read -r busy0 total0 <<< "$step_cpu"
  read -r busy1 total1 <<< "$(cpu_ticks)"
  [ "$((total1 - total0))" -gt 0 ] && share="$(((busy1 - busy0) * 100 / (total1 - total0))) %"
  printf '%s\t%s\t%s\n' "$step_name" "$((SECONDS - step_start))" "$share" >> var/test-steps.tsv
  step_name=""
}
step() { end_step; step_name=$1; step_start=$SECONDS; step_cpu=$(cpu_ticks); echo; echo "==> $* (at $((SECONDS - started)) s)"; }

# The project targets Node 24 (engines); a run on an older Node proves nothing about it.
# `npm test` checks before it gets here (scripts/with-node.sh); this is for `bash scripts/test-all.sh`.
if ! node scripts/check-node.cjs; then
  echo "0 passed, 1 failed"
  exit 1
fi

# Each side-by-side part writes its own wall time (docs/decisions/0066).
timed_part() { # <name> <seconds>
  printf '%s\t%s\n' "$1" "$2" >> var/test-steps.tsv
}

# The Playwright suite and the vitest files run side by side (below), so each gets a build of its
# own on its own ports: the vitest files' in-process sites name the e2e partner address, and the
# partner simulator Playwright starts must not be the one they reach.
PW_SITE_PORT=${E2E_SITE_PORT:-3100}
PW_SIM_PORT=${E2E_SIM_PORT:-4100}
VT_SITE_PORT=$((PW_SITE_PORT + 50))
VT_SIM_PORT=$((PW_SIM_PORT + 50))
e2e_build() { # <site port> <sim port>: a build with the e2e settings on those ports, into build/
  (
    export E2E_SITE_PORT=$1 E2E_SIM_PORT=$2
    set -a
    eval "$(npx tsx scripts/print-e2e-env.ts)"
    set +a
    npm run -s build > var/build.log 2>&1
  ) || { tail -40 var/build.log; return 1; }
  tail -2 var/build.log
}

step "lint beside the typecheck and the two builds"
lint_start=$SECONDS
( npm run -s lint > var/lint.log 2>&1; echo $? > var/lint.rc; printf '%s\n' "$((SECONDS - lint_start))" > var/lint.seconds ) &
lint_pid=$!
npm run -s typecheck || { echo "typecheck failed"; failed=$((failed + 1)); }
built=1
echo "build for Playwright (ports $PW_SITE_PORT, $PW_SIM_PORT) into var/e2e-build"
if e2e_build "$PW_SITE_PORT" "$PW_SIM_PORT"; then
  rm -rf var/e2e-build && mv build var/e2e-build
else
  echo "build failed"; failed=$((failed + 1)); built=0
fi
echo "build for the vitest files (ports $VT_SITE_PORT, $VT_SIM_PORT) into build/"
if [ $built -eq 1 ] && ! e2e_build "$VT_SITE_PORT" "$VT_SIM_PORT"; then
  echo "build failed"; failed=$((failed + 1)); built=0
fi
wait $lint_pid
cat var/lint.log
if [ "$(cat var/lint.rc 2>/dev/null)" != "0" ]; then echo "lint failed"; failed=$((failed + 1)); fi
timed_part "lint (beside the typecheck)" "$(cat var/lint.seconds 2>/dev/null || echo 0)"

# The vitest files see the environment of their own build.
export E2E_SITE_PORT=$VT_SITE_PORT E2E_SIM_PORT=$VT_SIM_PORT
set -a
eval "$(npx tsx scripts/print-e2e-env.ts)"
set +a

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

if [ $built -eq 1 ]; then
  step "vitest, shared (every file but the timed ones, two at a time), beside Playwright (Debian Chromium, two workers)"
  # Each keeps the cores busy while the other waits (a server's answer, a test's pause), where
  # one after the other left them idle; Playwright's list is printed when it ends.
  pw_start=$SECONDS
  (
    export E2E_SITE_PORT=$PW_SITE_PORT E2E_SIM_PORT=$PW_SIM_PORT E2E_BUILD_DIR=var/e2e-build
    PLAYWRIGHT_JSON_OUTPUT_NAME=var/playwright.json npx playwright test --reporter=list,json > var/playwright.log 2>&1
    echo $? > var/playwright.rc
    printf '%s\n' "$((SECONDS - pw_start))" > var/playwright.seconds
  ) &
  pw_pid=$!
  vt_start=$SECONDS
  VITEST_GROUP=shared vitest_suite var/vitest.json
  timed_part "vitest, shared (beside Playwright)" "$((SECONDS - vt_start))"
  wait $pw_pid
  echo
  echo "==> Playwright's list (it ran beside the vitest files)"
  cat var/playwright.log
  timed_part "Playwright (beside the vitest files)" "$(cat var/playwright.seconds 2>/dev/null || echo 0)"
  pw_rc=$(cat var/playwright.rc 2>/dev/null || echo 1)
  pf=0
  if [ -f var/playwright.json ]; then
    read -r pp pf < <(node -e 'const s=require("./var/playwright.json").stats;console.log(s.expected + s.flaky, s.unexpected)')
    passed=$((passed + pp)); failed=$((failed + pf))
  fi
  [ "$pw_rc" -ne 0 ] && [ "$pf" -eq 0 ] && failed=$((failed + 1))

  step "vitest, timed: the files that measure latency or memory, one at a time, alone (tests/timed-files.ts)"
  VITEST_GROUP=timed vitest_suite var/vitest-isolated.json
else
  step "vitest without a build (Playwright cannot run; the files that need no build still count)"
  VITEST_GROUP=shared vitest_suite var/vitest.json
  VITEST_GROUP=timed vitest_suite var/vitest-isolated.json
fi

end_step
echo
node scripts/test-timings.mjs 10
echo
[ "$failed" -gt 0 ] && node scripts/failed-tests.mjs
echo "the whole run took $((SECONDS - started)) s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
