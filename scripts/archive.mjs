// Runs `npm run backup`, `npm run restore`, `npm run verify` and `npm run purge` from the compiled server, apps/server/dist/backup.js,
// that `npm run build` makes beside main.js, with the server's environment.
import { existsSync } from "node:fs";

const command = new URL("../apps/server/dist/backup.js", import.meta.url);
if (!existsSync(command)) {
  console.error(
    "apps/server/dist/backup.js is missing: run `npm run build` (or `node scripts/build-server.mjs`).",
  );
  process.exit(1);
}
await import(command.href);
