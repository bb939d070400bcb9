# Production image. The build stage installs everything, builds the client (with its .br/.gz files) and the
# server (dist/server/main.js), then drops the dev dependencies; the runtime stage copies only what runs.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-slim
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
# Read at run time next to where their code came from (see scripts/build-server.mjs).
COPY --from=build /app/schema ./schema
COPY --from=build /app/db/migrations ./db/migrations
COPY --from=build /app/db/fixtures ./db/fixtures
# The embedded database and the local JWT secret live in ./data when no DATABASE_URL / JWT_SECRET is given.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 4000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:4000/graphql?query=%7Bhealth%7D',{headers:{'x-graphql-yoga-csrf':'1'}}).then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/server/main.js"]
