# syntax=docker/dockerfile:1
# A GBX Marketplace remote (mf-browse, mf-product, mf-account, mf-static): built
# from the pnpm workspace, served by nginx. One file for the four: APP names
# the remote's folder, which is also its package's name after @gbx/.
# The build context is the repository root:
#   docker build -f deploy/remote.Dockerfile --build-arg APP=mf-browse -t gbx/mf-browse .
# Runtime settings (the API address) are read from the environment when the
# container starts: see deploy/write-runtime-config.sh.

ARG NODE_IMAGE=node:20-bookworm
ARG NGINX_BASE_IMAGE=alpine:3.22

# ---- build: the workspace, then this one app ----
FROM ${NODE_IMAGE} AS build
ARG APP
RUN test -n "$APP" || { echo "Name the remote: --build-arg APP=mf-browse (or mf-product, mf-account, mf-static)" >&2; exit 1; }
WORKDIR /repo
ENV CI=true
# The pnpm that package.json pins in "packageManager".
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
# The patches the lockfile names (styled-components), which pnpm fetch and install apply.
COPY patches/ patches/
RUN npm install --global --no-audit --no-fund --loglevel=error \
      "pnpm@$(node -p "require('./package.json').packageManager.split('@')[1]")"
# Every package the lockfile names, into pnpm's store: this layer is reused
# until pnpm-lock.yaml changes.
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile --filter "@gbx/${APP}..."
# GBX_BUILD_ID (optional) names the build in the bundle; the default is the time.
ARG GBX_BUILD_ID
RUN pnpm --filter "@gbx/${APP}" build

# ---- runtime: nginx with gzip_static and brotli_static ----
FROM ${NGINX_BASE_IMAGE} AS runtime
RUN apk add --no-cache nginx nginx-mod-http-brotli \
 && mkdir -p /usr/share/nginx/html \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx/static-app.conf /etc/nginx/http.d/default.conf
COPY --chmod=0755 deploy/write-runtime-config.sh /usr/local/bin/write-runtime-config.sh
RUN nginx -t
ARG APP
COPY --from=build /repo/${APP}/dist/ /usr/share/nginx/html/
ENV GBX_RUNTIME_FILES="config.json"
EXPOSE 80
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1/healthz || exit 1
ENTRYPOINT ["/usr/local/bin/write-runtime-config.sh"]
CMD ["nginx", "-g", "daemon off;"]
