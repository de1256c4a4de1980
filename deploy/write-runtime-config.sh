#!/bin/sh
# Entrypoint of every front-end image: writes the runtime files that one build
# needs in each environment, next to index.html, then runs the image's command
# (nginx). Nothing here is baked into the image: the values come from the
# container's environment each time it starts.
#
#   remotes.json  {"mf_browse": ".../mf-manifest.json", "mf_product": ..., "mf_account": ..., "mf_static": ...}
#   config.json   {"apiBaseUrl": "...", "backendBaseUrl": "..."}
#
# Environment (all optional; the defaults suit `docker compose up` on one machine):
#   MF_BROWSE_URL, MF_PRODUCT_URL, MF_ACCOUNT_URL, MF_STATIC_URL
#                       manifest URL of each remote, as the browser reaches it
#                       (default http://localhost:300N/mf-manifest.json)
#   API_BASE_URL        the API as the browser reaches it (default http://localhost:4000)
#   BACKEND_BASE_URL    the backend host (default: API_BASE_URL)
#   GBX_RUNTIME_FILES   which files to write (default "config.json remotes.json";
#                       the remotes' images set "config.json")
#   GBX_WEB_ROOT        where to write them (default /usr/share/nginx/html)
set -euf

log() { printf 'write-runtime-config: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

web_root=${GBX_WEB_ROOT:-/usr/share/nginx/html}
files=${GBX_RUNTIME_FILES:-config.json remotes.json}

mf_browse_url=${MF_BROWSE_URL:-http://localhost:3001/mf-manifest.json}
mf_product_url=${MF_PRODUCT_URL:-http://localhost:3002/mf-manifest.json}
mf_account_url=${MF_ACCOUNT_URL:-http://localhost:3003/mf-manifest.json}
mf_static_url=${MF_STATIC_URL:-http://localhost:3004/mf-manifest.json}
api_base_url=${API_BASE_URL:-http://localhost:4000}
backend_base_url=${BACKEND_BASE_URL:-$api_base_url}

# Rejects what a URL never holds (control characters, spaces, quotes,
# backslashes) rather than escaping it, so a typo in a deploy fails loudly here
# instead of in the browser; what passes is safe inside a JSON string as it is.
check_url() {
  case $2 in
    '') die "$1 is empty" ;;
    *[[:cntrl:]]* | *[[:space:]]* | *'"'* | *\\*) die "$1 holds a character a URL cannot have: '$2'" ;;
    http://?* | https://?* | /*) ;;
    *) die "$1 must start with http://, https:// or /: '$2'" ;;
  esac
}

# Writes $2 to $web_root/$1 atomically and removes any precompressed copy
# (nginx would otherwise serve a stale file.json.gz or .br from the build).
write_file() {
  target=$web_root/$1
  tmp=$target.tmp.$$
  printf '%s\n' "$2" >"$tmp"
  chmod 0644 "$tmp"
  mv -f "$tmp" "$target"
  rm -f "$target.gz" "$target.br"
  log "wrote $target"
}

[ -d "$web_root" ] || die "GBX_WEB_ROOT $web_root is not a directory"

for file in $files; do
  case $file in
    remotes.json)
      check_url MF_BROWSE_URL "$mf_browse_url"
      check_url MF_PRODUCT_URL "$mf_product_url"
      check_url MF_ACCOUNT_URL "$mf_account_url"
      check_url MF_STATIC_URL "$mf_static_url"
      write_file remotes.json "{\"mf_browse\":\"$mf_browse_url\",\"mf_product\":\"$mf_product_url\",\"mf_account\":\"$mf_account_url\",\"mf_static\":\"$mf_static_url\"}"
      ;;
    config.json)
      check_url API_BASE_URL "$api_base_url"
      check_url BACKEND_BASE_URL "$backend_base_url"
      write_file config.json "{\"apiBaseUrl\":\"$api_base_url\",\"backendBaseUrl\":\"$backend_base_url\"}"
      ;;
    *) die "GBX_RUNTIME_FILES: unknown file '$file' (expected remotes.json and/or config.json)" ;;
  esac
done

if [ "$#" -gt 0 ]; then
  exec "$@"
fi
