#!/usr/bin/env bash
# Asks each instance's /api/health directly (open-source nginx cannot): prints one line
# per instance and exits 1 when any is not healthy. For cron or a monitor, beside nginx's
# passive checks. Usage: deploy/check-upstreams.sh 127.0.0.1:3000 127.0.0.1:3001
set -uo pipefail
status=0
for host in "$@"; do
  body="$(curl -sS --max-time 5 -w ' HTTP %{http_code}' "http://$host/api/health" 2>&1)"
  echo "$host $body"
  case "$body" in *' HTTP 200') ;; *) status=1 ;; esac
done
exit $status
