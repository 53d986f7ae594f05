# FitRater: one image, three processes (api, workers, scheduler) chosen by the command.
# Built by `docker compose build`; see docker-compose.yml and README.md.

# ---- dependencies (all, for the build) -------------------------------------------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV CI=true
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY stylist/package.json stylist/
COPY platform/package.json platform/
COPY providers/package.json providers/
COPY cards/package.json cards/
COPY core/package.json core/
COPY migrations/package.json migrations/
COPY api/package.json api/
COPY workers/package.json workers/
COPY cli/package.json cli/
COPY web/package.json web/
COPY loadtest/package.json loadtest/
COPY test-support/package.json test-support/
# npm ci, or npm install when npm ci rejects the lockfile for lacking other platforms' optional
# binaries (see scripts/lib/project.mjs): both install the locked versions.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

# ---- build: server bundles (esbuild) and the web app (Vite) ------------------------------
FROM deps AS build
COPY . .
RUN node scripts/build.mjs

# ---- runtime: production dependencies + the built output ---------------------------------
FROM node:20-bookworm-slim AS runtime
# Fonts the share cards render with (scripts/lib/system-packages.mjs).
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-noto-core fonts-noto-cjk \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# MALLOC_ARENA_MAX: fewer glibc malloc arenas, less resident memory per process (scripts/lib/server-env.mjs).
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
COPY --from=deps /app/package.json /app/package-lock.json ./
COPY --from=deps /app/contracts/package.json contracts/
COPY --from=deps /app/stylist/package.json stylist/
COPY --from=deps /app/platform/package.json platform/
COPY --from=deps /app/providers/package.json providers/
COPY --from=deps /app/cards/package.json cards/
COPY --from=deps /app/core/package.json core/
COPY --from=deps /app/migrations/package.json migrations/
COPY --from=deps /app/api/package.json api/
COPY --from=deps /app/workers/package.json workers/
COPY --from=deps /app/cli/package.json cli/
COPY --from=deps /app/web/package.json web/
COPY --from=deps /app/loadtest/package.json loadtest/
COPY --from=deps /app/test-support/package.json test-support/
RUN (npm ci --omit=dev --no-audit --no-fund || npm install --omit=dev --no-audit --no-fund) && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
# The offline stylist's vision models (stylist/src/local/vision/models.ts finds them here).
COPY stylist/models ./stylist/models
COPY cli/bin ./cli/bin
COPY scripts/docker-healthcheck.mjs ./scripts/docker-healthcheck.mjs
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 CMD ["node", "scripts/docker-healthcheck.mjs", "api"]
CMD ["node", "--enable-source-maps", "dist/api/server.js"]
