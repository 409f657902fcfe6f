/**
 * `npm run backup -- <archive> [--overwrite]` and `npm run restore -- <archive> [--force]`
 * (issue 28 item 1, ADR 1040–1042). Bundled to dist/backup.js beside the server and run by
 * scripts/archive.mjs with the server's environment (DATA_DIR, DATABASE_URL, S3_*).
 */
import path from "node:path";
import type { Language } from "@trms/shared";
import { translateServerMessage } from "@trms/shared";
import { storageFromEnv } from "./config";
import { BackupError, createBackup, embeddedSource, type Manifest, restoreBackup } from "./lib/backup";
import { localFileStore } from "./lib/files/file-store";
import { s3FileStore } from "./lib/files/s3-file-store";

/** The operator's language: Vietnamese when their locale says so, English otherwise. */
const language: Language = /^vi/i.test(
  process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "",
)
  ? "vi"
  : "en";
const say = (key: Parameters<typeof translateServerMessage>[0], values: Record<string, string> = {}) =>
  translateServerMessage(key, language, values);

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What a manifest holds, as the done messages give it. */
function figures(manifest: Manifest) {
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  return {
    kind: manifest.database.kind === "pglite" ? "PGlite" : "PostgreSQL",
    migration: manifest.database.migration.tag ?? "-",
    tables: String(Object.keys(manifest.database.tables).length),
    rows: String(rows),
    files: String(manifest.files.length),
    version: manifest.product.version,
  };
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((arg) => arg.startsWith("--")));
  const paths = rest.filter((arg) => !arg.startsWith("--"));
  const known = command === "backup" ? ["--overwrite"] : ["--force"];
  const archive = paths[0];
  if (
    (command !== "backup" && command !== "restore") ||
    !archive ||
    paths.length > 1 ||
    [...flags].some((flag) => !known.includes(flag))
  ) {
    console.error(say("backup_usage"));
    return 2;
  }
  const storage = storageFromEnv();
  const store = storage.s3 ? s3FileStore(storage.s3) : localFileStore(path.join(storage.dataDir, "files"));
  if (command === "backup") {
    const summary = await createBackup({
      archive,
      overwrite: flags.has("--overwrite"),
      database: storage.databaseUrl
        ? { kind: "postgres", url: storage.databaseUrl }
        : embeddedSource(storage.dataDir, {
            askingServer: () => console.log(say("backup_asking_server", { dataDir: storage.dataDir })),
          }),
      store,
    });
    console.log(
      say("backup_done", {
        path: summary.archive,
        size: megabytes(summary.size),
        ...figures(summary.manifest),
      }),
    );
    return 0;
  }
  const summary = await restoreBackup({
    archive,
    force: flags.has("--force"),
    target: {
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      store,
      storeKind: storage.s3 ? "s3" : "local",
    },
  });
  const bytes = summary.manifest.files.reduce((sum, file) => sum + file.size, 0);
  console.log(
    say("restore_done", {
      path: summary.archive,
      target: summary.target,
      size: megabytes(bytes),
      createdAt: summary.manifest.createdAt,
      ...figures(summary.manifest),
    }),
  );
  for (const [table, rows] of Object.entries(summary.manifest.database.tables))
    console.log(`  ${table}: ${rows}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError) console.error(error.in(language));
    else {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(say(process.argv[2] === "restore" ? "restore_failed" : "backup_failed", { reason }));
    }
    process.exit(1);
  },
);
