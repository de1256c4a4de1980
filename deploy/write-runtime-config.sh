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
#   GBX_HEADERS_DIR     where to write the nginx maps of the page headers built
#                       from the same URLs (default /etc/nginx/gbx-runtime):
#                       csp.map   the Content-Security-Policy of an HTML page,
#                                 listing exactly the remotes' and the API's origins
#                       link.map  its Link header: a connection to the API at once
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
headers_dir=${GBX_HEADERS_DIR:-/etc/nginx/gbx-runtime}

# The origin of a URL ('http://host:3001/mf-manifest.json' -> 'http://host:3001');
# a path on this site ('/api') is the site itself.
origin_of() {
  case $1 in
    /*) printf "'self'" ;;
    *) printf '%s' "$1" | sed 's#^\(https\{0,1\}://[^/]*\).*#\1#' ;;
  esac
}

# Appends the origin of each URL to a space-separated list, once.
origins() {
  list=''
  for url in "$@"; do
    origin=$(origin_of "$url")
    case " $list " in *" $origin "*) ;; *) list="$list $origin" ;; esac
  done
  printf '%s' "$list"
}

# The page headers of issue 17 (finding 6) and 16, as scripts/lib/serve-apps.mjs
# sends them with npm start (tooling/webpack/runtime-config.cjs): scripts only
# from the site and the remotes, never inline; pictures, video and calls also
# from the API; never framed. nginx reads the maps in static-app.conf, for
# responses of type text/html only.
write_headers() {
  remotes=$(origins "$mf_browse_url" "$mf_product_url" "$mf_account_url" "$mf_static_url" | sed "s# 'self'##g")
  apis=$(origins "$api_base_url" "$backend_base_url" | sed "s# 'self'##g")
  policy="default-src 'self'; script-src 'self'$remotes; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:$remotes$apis; font-src 'self' data:$remotes; media-src 'self'$apis; connect-src 'self'$remotes$apis; worker-src 'self' blob: data:; form-action 'self'$apis; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"
  link=''
  for origin in $apis; do link="${link:+$link, }<$origin>; rel=preconnect"; done
  mkdir -p "$headers_dir"
  write_map csp.map "$policy"
  write_map link.map "$link"
}

# A map line of static-app.conf: the value for HTML responses (none when empty).
write_map() {
  target=$headers_dir/$1
  if [ -n "$2" ]; then
    printf '"~^text/html" "%s";\n' "$2" >"$target.tmp.$$"
  else
    : >"$target.tmp.$$"
  fi
  mv -f "$target.tmp.$$" "$target"
  log "wrote $target"
}

# Every URL is checked up front: the page headers use them all, whichever files this image writes.
check_url MF_BROWSE_URL "$mf_browse_url"
check_url MF_PRODUCT_URL "$mf_product_url"
check_url MF_ACCOUNT_URL "$mf_account_url"
check_url MF_STATIC_URL "$mf_static_url"
check_url API_BASE_URL "$api_base_url"
check_url BACKEND_BASE_URL "$backend_base_url"
write_headers

for file in $files; do
  case $file in
    remotes.json)
      write_file remotes.json "{\"mf_browse\":\"$mf_browse_url\",\"mf_product\":\"$mf_product_url\",\"mf_account\":\"$mf_account_url\",\"mf_static\":\"$mf_static_url\"}"
      ;;
    config.json)
      write_file config.json "{\"apiBaseUrl\":\"$api_base_url\",\"backendBaseUrl\":\"$backend_base_url\"}"
      ;;
    *) die "GBX_RUNTIME_FILES: unknown file '$file' (expected remotes.json and/or config.json)" ;;
  esac
done

if [ "$#" -gt 0 ]; then
  exec "$@"
fi
