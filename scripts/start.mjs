// Runs the server from its TypeScript sources (see docs/decisions/0003-run-server-with-tsx.md).
import { register } from "tsx/esm/api";

// `npm start` is production: request logging off unless LOG_LEVEL asks for it (README, configuration).
process.env.NODE_ENV ??= "production";

register();
await import("../apps/server/src/main.ts");
