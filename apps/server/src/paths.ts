import path from "node:path";

/**
 * The server package's folder (apps/server). This file sits one level below it both as source
 * (src/paths.ts, run by tsx and Vitest) and once bundled (dist/main.js), so files shipped beside
 * the code (migrations, the web build) resolve the same way from either.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, "..");
