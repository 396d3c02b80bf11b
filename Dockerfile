# Small production image: build with dev dependencies, ship only runtime dependencies, the release and content/.
FROM node:24-bookworm-slim AS build
# The build draws the preview cards (server/brand/): their Chinese words need a CJK font.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-noto-cjk fontconfig && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build makes a release (releases/<id>, dist links to it); the image holds that one release.
RUN npm run build && npm prune --omit=dev && mv "$(readlink -f dist)" /app/release

FROM node:24-bookworm-slim
# The server draws a product or solution page's preview card from its live heading
# (server/brand/page-cards.ts): Chinese words need a CJK font here too.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-noto-cjk fontconfig && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
# glibc malloc gives back what sharp/libvips free (see pm2.config.cjs).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=1048576
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/release ./dist
# The demo content the embedded store seeds from (the server finds content/ beside package.json).
COPY --from=build --chown=node:node /app/content ./content
COPY --from=build --chown=node:node /app/package.json ./package.json
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same start as `npm run serve` (heap cap: see pm2.config.cjs).
CMD ["node", "--max-old-space-size=384", "dist/server/index.js"]
