// Runs the compiled server, apps/server/dist/main.js, that `npm run build` makes
// (docs/decisions/0040-compiled-server.md). One process, so SIGTERM and SIGINT reach the server.
import { existsSync } from "node:fs";

// `npm start` is production: request logging off unless LOG_LEVEL asks for it (docs/operations.md, configuration).
process.env.NODE_ENV ??= "production";

const main = new URL("../apps/server/dist/main.js", import.meta.url);
if (!existsSync(main)) {
  console.error(
    "apps/server/dist/main.js is missing: run `npm run build` (or `node scripts/build-server.mjs`).",
  );
  process.exit(1);
}
// Source maps stay off: Node would read and keep the map of every module it loads (ours and the
// packages'), a large share of the idle server's memory (ADR 0976). Stack traces name
// dist/main.js lines; NODE_OPTIONS=--enable-source-maps makes them name the TypeScript sources.
await import(main.href);
