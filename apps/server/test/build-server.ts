import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

/**
 * Compiles the server as `npm run build` does. Process tests start the compiled
 * server through scripts/start.mjs, and Vitest runs before the build in `npm test`, so each such
 * test builds it first; the build writes atomically, so test files may build side by side.
 */
export function buildServer(): void {
  const built = spawnSync(process.execPath, ["scripts/build-server.mjs"], { cwd: root, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
}
