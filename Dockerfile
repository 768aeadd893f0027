# The server image (docs/deploy.md): one server process per container; `node server/cluster.ts` as the
# command runs one per core instead (WORKERS, needs DATABASE_URL).
#   docker build -t uitjes .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://user@db:5432/uitjes -e SEED_ON_EMPTY=false uitjes

# One Node build everywhere (docs/decisions/109): the lockfile's node-linux-<arch> package is the Node the
# tests, `npm start` and this image's server run. The build stage's own Node (same release, checked by
# scripts/check-node-build.ts in CI) only runs npm; Renovate pins this tag's digest.
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a code change reuses this layer. sharp, @node-rs/argon2 and esbuild come as
# prebuilt glibc binaries (optional packages for linux-x64 / linux-arm64): nothing is compiled, so the
# slim image needs no build tools.
COPY package.json package-lock.json .npmrc ./
# npm ci applies these to the installed packages (postinstall: patch-package; patches/README.md).
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# No second Node: the server runs node_modules/.bin/node, the lockfile's binary, on plain Debian.
FROM debian:bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    PATH=/app/node_modules/.bin:$PATH
WORKDIR /app
RUN useradd --system --uid 1000 --create-home node
# Code and dependencies belong to root and are read-only to the server; it writes only under DATA_DIR
# (embedded database, uploads on local disk and their image variants, the control socket).
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
COPY --from=build /app/db ./db
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# main.ts handles SIGTERM itself (finishes in-flight requests), so node may run as PID 1.
# The server's Node flags: server/node-flags.ts.
CMD ["node", "--no-memory-reducer", "server/main.ts"]
