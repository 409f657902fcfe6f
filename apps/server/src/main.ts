import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { placeTemplateCluster } from "./db/template";
import { claimDataFolder, type DataFolderClaim, DataFolderHeld } from "./lib/backup/data-folder";
import { lowerHelperThreads } from "./lib/helper-threads";
import { storageFromEnv } from "./storage-env";

/**
 * The main thread starts the server while the process's other threads (V8's workers, optimising
 * what it runs meanwhile) wait behind it; a timer keeps Node's event loop from going empty until the
 * server listens, since Node would then wait for every one of those workers' tasks (ADR 1093).
 */
async function main() {
  lowerHelperThreads();
  const keepLoopBusy = setInterval(() => {}, 1_000);
  try {
    await start();
  } finally {
    clearInterval(keepLoopBusy);
  }
}

/**
 * The server's entry: claims the embedded database's folder and starts copying the
 * build's cluster into it on a thread of its own, then starts the database in it while
 * the rest of the server loads, whose modules are most of a start's work. Only Node's own modules
 * load before the copy starts; the build puts `./server` and the packages it imports in chunks of
 * their own.
 */
async function start() {
  const { dataDir, databaseUrl } = storageFromEnv();
  let folder: DataFolderClaim | undefined;
  let pglite: Promise<PGlite> | undefined;
  if (!databaseUrl) {
    // The embedded database's folder is one process's: claimed before it is opened, so a second
    // server or a backup command finds it taken.
    await mkdir(dataDir, { recursive: true });
    folder = await claimDataFolder(dataDir, "server");
    const dbDir = path.join(dataDir, "db");
    const placing = placeTemplateCluster(dbDir);
    // Then the database starts while the rest of the server loads: each fills the other's waits
    // for files and WebAssembly.
    pglite = placing
      .then(() => import("./db/pglite"))
      .then(({ createPglite }) => createPglite({ dataDir: dbDir }));
    // Settled by startServer; until then a failure is not an unhandled rejection.
    pglite.catch(() => undefined);
  }
  const { startServer } = await import("./server");
  await startServer({ folder, pglite });
}

main().catch((error) => {
  if (error instanceof DataFolderHeld) {
    console.error(
      `${error.message}: one server per data folder; stop the other process or set another DATA_DIR`,
    );
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
