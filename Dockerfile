# syntax=docker/dockerfile:1
# The Training Record Management System as one image (README, "Deployment: containers"): the
# compiled server (apps/server/dist, with the embedded database's template), its migrations, the
# built web app and the server's production packages, run as the unprivileged `node` user.

ARG NODE_VERSION=20

# ---- build: every package, then `npm run build` (web app, route budgets, compiled server) ----
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci
COPY . .
RUN npm run build

# ---- production packages of the server only ----
FROM node:${NODE_VERSION}-bookworm-slim AS packages
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
# The workspace packages (@trms/shared) are bundled into dist (main.js and its chunks); only npm packages stay
# imports, so their links are dropped.
RUN npm ci --omit=dev --workspace @trms/server --include-workspace-root=false \
  && rm -rf node_modules/@trms \
  && npm cache clean --force

# ---- runtime ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json ./
COPY apps/server/package.json apps/server/
COPY --from=packages /app/node_modules ./node_modules
# The few packages npm keeps beside the server instead of hoisting them (another version's there).
COPY --from=packages /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
# Files the server reads beside its code: the demo data's workbook (ADR 1030).
COPY --from=build /app/apps/server/assets apps/server/assets
# `npm run backup` / `npm run restore` inside the container (ADR 1040).
COPY --from=build /app/scripts/archive.mjs scripts/archive.mjs
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data /signing && chown node:node /data /signing
USER node
VOLUME ["/data"]
# 3000: the app; 9464: /metrics when METRICS_PORT=9464 is set.
EXPOSE 3000 9464
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Plain Node on the compiled server: SIGTERM reaches it directly and drains it (README).
CMD ["node", "apps/server/dist/main.js"]
