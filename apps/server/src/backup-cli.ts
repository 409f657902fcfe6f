/**
 * `npm run backup -- <archive> [--overwrite]` and `npm run restore -- <archive> [--force]`,
 * `npm run verify`, the sealed history's check, and
 * `npm run purge`, the retention purge. Bundled to dist/backup.js beside the server and run by
 * scripts/archive.mjs with the server's environment (DATA_DIR, DATABASE_URL, S3_*).
 */
import path from "node:path";
import type { HistoryVerification, Language } from "@trms/shared";
import { HISTORY_BREAK_TEXT, translateServerMessage } from "@trms/shared";
import { retentionYearsFromEnv, storageFromEnv } from "./config";
import { FILE_REFERENCES } from "./file-references";
import { verifyInstallation } from "./lib/audit/verify-command";
import { BackupError, createBackup, embeddedSource, type Manifest, restoreBackup } from "./lib/backup";
import { localFileStore } from "./lib/files/file-store";
import { s3FileStore } from "./lib/files/s3-file-store";
import { purgeInstallation } from "./lib/retention/purge-command";

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

/** `npm run verify`: the figures, then one line per break; exit code 1 when any. */
async function verify(rest: string[]): Promise<number> {
  if (rest.length > 0) {
    console.error(say("verify_usage"));
    return 2;
  }
  const storage = storageFromEnv();
  const result: HistoryVerification = await verifyInstallation(storage, {
    askingServer: () => console.log(say("verify_asking_server", { dataDir: storage.dataDir })),
  });
  const figures = {
    rows: String(result.rows),
    chains: String(result.chains),
    anchors: String(result.anchors),
    seconds: (result.duration_ms / 1000).toFixed(1),
    total: String(result.breaks_total),
    anchor: result.latest_anchor ? `${result.latest_anchor.at} ${result.latest_anchor.hash}` : "-",
  };
  if (result.breaks_total === 0) {
    console.log(say("verify_intact", figures));
    return 0;
  }
  console.error(say("verify_broken", figures));
  for (const item of result.breaks) {
    const where = [item.history, item.entity, item.entity_id].filter(Boolean).join(" ");
    const row = item.row_id === null ? "" : ` #${item.row_id}`;
    const seq = item.seq === null ? "" : ` @${item.seq}`;
    const figuresOf = item.expected || item.found ? ` (${item.expected ?? "-"} → ${item.found ?? "-"})` : "";
    console.error(`  ${where}${row}${seq}: ${HISTORY_BREAK_TEXT[item.problem][language]}${figuresOf}`);
  }
  return 1;
}

/** `npm run purge`: what was removed for good, in one line. */
async function purge(rest: string[]): Promise<number> {
  if (rest.length > 0) {
    console.error(say("purge_usage"));
    return 2;
  }
  const storage = storageFromEnv();
  const years = retentionYearsFromEnv();
  const result = await purgeInstallation(storage, {
    retentionYears: years,
    references: FILE_REFERENCES,
    askingServer: () => console.log(say("purge_asking_server", { dataDir: storage.dataDir })),
  });
  if (result.records.length === 0) console.log(say("purge_nothing", { years: String(years) }));
  else
    console.log(
      say("purge_done", {
        records: String(result.records.length),
        years: String(years),
        rows: String(result.history_rows),
        files: String(result.files.length),
      }),
    );
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "verify") return await verify(rest);
  if (command === "purge") return await purge(rest);
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
      const failed = { restore: "restore_failed", verify: "verify_failed", purge: "purge_failed" } as const;
      console.error(say(failed[process.argv[2] as keyof typeof failed] ?? "backup_failed", { reason }));
    }
    process.exit(1);
  },
);
