# syntax=docker/dockerfile:1
# The platform's container image: built once here, never at start-up (README, "Production").
#
#   docker build -t lobby .
#   docker run -p 8080:8080 -e DATABASE_URL=postgres://… -e REDIS_URL=redis://… -e DATA_ENCRYPTION_KEY=… lobby
#
# The build stage installs every dependency and builds the web app, the console and the server bundles; the
# deps stage installs the server's production dependencies; the final stage holds
# only what runs: the server's production dependencies, the three builds, and nothing of the sources, the
# test tools or the build tools. It runs as the unprivileged `node` user and reports its health.

ARG NODE_VERSION=24

# the workspace manifests and the lock file: what both installs below start from
FROM node:${NODE_VERSION}-bookworm-slim AS manifests
WORKDIR /app
# native addons (better-sqlite3, argon2, sharp) come prebuilt for linux-x64; the toolchain is the fallback
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM manifests AS build
# the browser tools of the e2e and bench workspaces are not needed to build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node apps/server/build.mjs

FROM manifests AS deps
# the server's runtime dependencies only (the web's server renderer is one self-contained bundle)
RUN npm ci --omit=dev --workspace @lobby/server --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
# the manifests and the production node_modules (hoisted, and any the server's workspace keeps of its own)
COPY --from=deps --chown=root:root /app ./
COPY --from=build --chown=root:root /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
COPY --from=build --chown=root:root /app/apps/web/dist-ssr ./apps/web/dist-ssr
COPY --from=build --chown=root:root /app/apps/console/dist ./apps/console/dist
# the code is root's and read-only to the server; only the data folder (SQLite, uploads, keys) is its own
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM goes to node itself (exec form, no shell): /readyz drains for SHUTDOWN_DRAIN_MS, then the port closes
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "--import", "./apps/server/dist/tracing.js", "apps/server/dist/server.js"]
