#!/bin/sh
# Renders defan-site.conf.template with the SITE_* variables of the environment (defaults below)
# and prints it: ./render-config.sh > /etc/nginx/conf.d/defan-site.conf
# Only these variables are replaced, so nginx's own ($host, $uri, ...) stay as they are.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
: "${SITE_SERVER_NAME:=_}"
: "${SITE_HTTP_LISTEN:=80}"
: "${SITE_HTTPS_LISTEN:=443}"
: "${SITE_TLS_CERT:=/etc/ssl/certs/defan-site.pem}"
: "${SITE_TLS_KEY:=/etc/ssl/private/defan-site.key}"
: "${SITE_UPSTREAM:=127.0.0.1:3000}"
: "${SITE_ROOT:=/srv/defan-site}"
: "${SITE_CACHE_DIR:=/var/cache/nginx/defan}"
: "${SITE_CONF_DIR:=$here}"
: "${SITE_ACCESS_LOG:=/var/log/nginx/defan-site.access.log}"
# One `server` line per address of SITE_UPSTREAM.
SITE_UPSTREAM_SERVERS=$(for a in $SITE_UPSTREAM; do printf 'server %s; ' "$a"; done)
# One geo entry per address or range of SITE_HEALTH_ALLOW (who may read /readyz through nginx).
: "${SITE_HEALTH_ALLOW:=}"
case "$SITE_HEALTH_ALLOW" in
  *[!0-9A-Fa-f.:/\ ]*)
    echo "SITE_HEALTH_ALLOW: IP addresses or CIDR ranges separated by spaces" >&2
    exit 1
    ;;
esac
SITE_HEALTH_ALLOW_ENTRIES=$(for a in $SITE_HEALTH_ALLOW; do printf '%s 1; ' "$a"; done)
# The site's EDGE_REFRESH_TOKEN. Unset: a random one nobody knows (an empty one would match every
# request without the header).
: "${SITE_EDGE_REFRESH_TOKEN:=$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')}"
case "$SITE_EDGE_REFRESH_TOKEN" in
  *[!A-Za-z0-9_-]*)
    echo "SITE_EDGE_REFRESH_TOKEN: letters, digits, _ and - only (as EDGE_REFRESH_TOKEN)" >&2
    exit 1
    ;;
esac
if [ "${#SITE_EDGE_REFRESH_TOKEN}" -lt 32 ]; then
  echo "SITE_EDGE_REFRESH_TOKEN: at least 32 characters (as EDGE_REFRESH_TOKEN)" >&2
  exit 1
fi
export SITE_SERVER_NAME SITE_HTTP_LISTEN SITE_HTTPS_LISTEN SITE_TLS_CERT SITE_TLS_KEY SITE_UPSTREAM SITE_UPSTREAM_SERVERS SITE_ROOT SITE_CACHE_DIR SITE_CONF_DIR SITE_ACCESS_LOG SITE_EDGE_REFRESH_TOKEN SITE_HEALTH_ALLOW_ENTRIES
envsubst '$SITE_SERVER_NAME $SITE_HTTP_LISTEN $SITE_HTTPS_LISTEN $SITE_TLS_CERT $SITE_TLS_KEY $SITE_UPSTREAM_SERVERS $SITE_ROOT $SITE_CACHE_DIR $SITE_CONF_DIR $SITE_ACCESS_LOG $SITE_EDGE_REFRESH_TOKEN $SITE_HEALTH_ALLOW_ENTRIES' < "$here/defan-site.conf.template"
