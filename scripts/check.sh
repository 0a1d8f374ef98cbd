#!/usr/bin/env bash
# The quick check (`npm run check`): lint, types, the unit tests that what changed reaches, then a
# build with the e2e settings and a smoke of it (tests/smoke/: home, a town, a category, a Spanish
# town and a calendar file, each with its title and tracked partner links). A few minutes where
# `npm test` takes the full run; "probably fine", not "landed" (CI runs `npm test`).
# CHECK_SINCE names what "changed" is measured against (default: the last commit, so the working
# tree's changes and the last commit's are both covered).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p var
since=${CHECK_SINCE:-HEAD~1}
failed=()
started=$SECONDS
step() { echo; echo "==> $* ($((SECONDS - started)) s)"; }

step "lint"
npx eslint --cache --cache-location var/.eslintcache . || failed+=(lint)

step "typecheck"
npm run -s typecheck || failed+=(typecheck)

step "unit tests reached by changes since $since (core/, server/, app/, scripts/)"
# Only the module tests beside the code: the integration, audit and security suites drive the
# whole site and belong to the full run.
npx vitest run --changed "$since" --passWithNoTests core server app scripts || failed+=(unit)

step "build with the e2e settings"
set -a
eval "$(npx tsx scripts/print-e2e-env.ts)"
set +a
if npm run -s build > var/build.log 2>&1; then
  step "smoke of the built site"
  npx vitest run tests/smoke || failed+=(smoke)
else
  tail -40 var/build.log
  failed+=(build)
fi

echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "check failed: ${failed[*]} ($((SECONDS - started)) s)"
  exit 1
fi
echo "check passed ($((SECONDS - started)) s); \`npm test\` is the full run"
