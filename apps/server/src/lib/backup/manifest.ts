import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { MIGRATIONS_FOLDER } from "../../db/client";
import { SERVER_ROOT } from "../../paths";

/** The archive's last entry: what it holds, checked entry by entry and table by table on restore. */
export const MANIFEST_NAME = "manifest.json";
/** The format of the archive itself; a restore refuses a format it does not know. */
export const ARCHIVE_FORMAT = 1;

/** How the database is held in the archive. */
export const databaseFormats = ["pglite-cluster", "pg_dump-custom", "driver-jsonl"] as const;
export type DatabaseFormat = (typeof databaseFormats)[number];

const entrySchema = z.object({ name: z.string(), size: z.number().int().nonnegative(), sha256: z.string() });
export type ArchiveEntry = z.infer<typeof entrySchema>;

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  product: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    format: z.enum(databaseFormats),
    /** The installed PGlite, or the PostgreSQL server's version. */
    engineVersion: z.string(),
    /** The last migration the database holds (its journal tag) and how many it holds. */
    migration: z.object({ tag: z.string().nullable(), count: z.number().int() }),
    /** Each table's row count in the snapshot, by schema-qualified name. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
    /** The entries under `database/` that hold it. */
    entries: z.array(entrySchema),
    /** The folders under `database/`, empty ones included (a cluster needs them). */
    directories: z.array(z.string()),
  }),
  /** Every stored file, by its key in the file store (entries under `files/`). */
  files: z.array(entrySchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The server package's version, read beside the code (the same from src/ and dist/). */
export async function productVersion(): Promise<{ name: string; version: string }> {
  const manifest = JSON.parse(await readFile(path.join(SERVER_ROOT, "package.json"), "utf8"));
  return { name: "trms", version: String(manifest.version) };
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build ships, oldest first (drizzle's journal). */
export async function shippedMigrations(folder = MIGRATIONS_FOLDER): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(folder, "meta", "_journal.json"), "utf8"));
  return journal.entries as JournalEntry[];
}

/** The journal tag of the migration Drizzle recorded at `createdAt` (its folder time), if this build knows it. */
export async function migrationTag(createdAt: number | null): Promise<string | null> {
  if (createdAt === null) return null;
  return (await shippedMigrations()).find((entry) => entry.when === createdAt)?.tag ?? `unknown-${createdAt}`;
}
