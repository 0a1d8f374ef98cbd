#!/usr/bin/env bash
# nginx in front of running site instances, as deploy/nginx/site.conf describes:
# TLS (a self-signed certificate made now) + HTTP/2, hashed assets from the build,
# everything else proxied. Installs Debian's nginx when it is missing. Runs in the
# foreground until stopped (Ctrl-C / SIGTERM); prints `nginx -t` first.
#
#   deploy/run-proxy.sh                     # https://localhost:8443 -> 127.0.0.1:3000
#   UPSTREAMS=127.0.0.1:3000,127.0.0.1:3001 PROXY_HTTPS_PORT=9443 deploy/run-proxy.sh
#
# Settings (environment): PROXY_HTTPS_PORT (8443), PROXY_HTTP_PORT (8080, redirects),
# UPSTREAMS (comma-separated host:port, 127.0.0.1:3000), CLIENT_DIR (build/client),
# SERVER_NAME (localhost), RUN_DIR (certificate, config, logs; default: a new temporary
# folder, removed when nginx stops).
# Start the instances with TRUST_PROXY=127.0.0.1 (nginx's address as they see it) so they read
# the client address nginx adds, and nobody else's X-Forwarded-For.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
https_port="${PROXY_HTTPS_PORT:-8443}"
http_port="${PROXY_HTTP_PORT:-8080}"
upstreams="${UPSTREAMS:-127.0.0.1:3000}"
client_dir="$(cd "${CLIENT_DIR:-$root/build/client}" 2>/dev/null && pwd)" || {
  echo "run-proxy: ${CLIENT_DIR:-$root/build/client} not found; build first (npm run build)" >&2
  exit 1
}
server_name="${SERVER_NAME:-localhost}"
if [ -n "${RUN_DIR:-}" ]; then
  run_dir="$RUN_DIR"
  own_run_dir=""
else
  run_dir="$(mktemp -d -t nfd-proxy-XXXXXX)"
  own_run_dir=1
fi
mkdir -p "$run_dir"
chmod 755 "$run_dir"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

brotli_so=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "run-proxy: nginx missing; installing Debian's nginx" >&2
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq nginx >&2
  # The brotli static module is optional: gzip copies are served without it.
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq libnginx-mod-http-brotli-static >&2 ||
    echo "run-proxy: no brotli module; serving gzip copies only" >&2
fi
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"

# A certificate for this run only, for localhost and 127.0.0.1.
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
  -subj "/CN=$server_name" -addext "subjectAltName=DNS:localhost,DNS:$server_name,IP:127.0.0.1" \
  -keyout "$run_dir/key.pem" -out "$run_dir/cert.pem" 2>/dev/null
chmod 600 "$run_dir/key.pem"

# .br and .gz copies beside each compressible hashed asset (skipped when present).
node "$here/precompress.mjs" "$client_dir/assets" >&2

upstream_lines=""
IFS=',' read -r -a hosts <<<"$upstreams"
for host in "${hosts[@]}"; do
  upstream_lines+="    server ${host} max_fails=3 fail_timeout=10s;"$'\n'
done
load_modules=""
brotli=""
if [ -f "$brotli_so" ]; then
  load_modules="load_module $brotli_so;"
  brotli="brotli_static on;"
fi

site="$(<"$here/nginx/site.conf.template")"
site="${site//@UPSTREAMS@/$upstream_lines}"
site="${site//@SERVER_NAME@/$server_name}"
site="${site//@HTTPS_PORT@/$https_port}"
site="${site//@HTTP_PORT@/$http_port}"
site="${site//@CERT@/$run_dir/cert.pem}"
site="${site//@KEY@/$run_dir/key.pem}"
site="${site//@CLIENT_ROOT@/$client_dir}"
site="${site//@BROTLI@/$brotli}"
site="${site//@ACCESS_LOG@/$run_dir/access.log}"
printf '%s\n' "$site" >"$run_dir/site.conf"

main="$(<"$here/nginx/main.conf.template")"
main="${main//@RUN_DIR@/$run_dir}"
main="${main//@LOAD_MODULES@/$load_modules}"
printf '%s\n' "$main" >"$run_dir/nginx.conf"

"$nginx_bin" -t -p "$run_dir" -e "$run_dir/error.log" -c "$run_dir/nginx.conf"
echo "run-proxy: https://$server_name:$https_port/ -> $upstreams (files: $client_dir; config, logs: $run_dir)" >&2
"$nginx_bin" -p "$run_dir" -e "$run_dir/error.log" -c "$run_dir/nginx.conf" -g "daemon off;" &
nginx_pid=$!
# On Ctrl-C or SIGTERM: nginx stops (fast shutdown), then the run folder and its key go.
stop() {
  kill -TERM "$nginx_pid" 2>/dev/null || true
  wait "$nginx_pid" 2>/dev/null || true
  if [ -n "$own_run_dir" ]; then rm -rf "$run_dir"; fi
  exit 0
}
trap stop INT TERM
wait "$nginx_pid"
status=$?
if [ -n "$own_run_dir" ]; then rm -rf "$run_dir"; fi
exit "$status"
