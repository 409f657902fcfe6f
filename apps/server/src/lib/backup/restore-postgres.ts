import { createReadStream, existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type pg from "pg";
import { MIGRATIONS_FOLDER } from "../../db/client";
import { postgresDriver, postgresMigrator } from "../../db/postgres-driver";
import { BackupError } from "./backup-error";
import { quoteIdent, quoteTable, type RunQuery, snapshotFacts } from "./database-facts";
import { type Manifest, shippedMigrations } from "./manifest";
import type { SnapshotFacts } from "./snapshot-pglite";
import { PG_DUMP_FILE, run, SEQUENCES_FILE, tableFile, toolConnection } from "./snapshot-postgres";

/** Relations outside PostgreSQL's own schemas: a database with none is empty. */
export async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new (await postgresDriver()).Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`);
    return rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

/** Drops everything the product keeps in a database: its schemas, their tables, extensions and all. */
async function wipe(query: RunQuery) {
  await query("drop schema if exists drizzle cascade");
  await query("drop schema if exists public cascade");
  await query("create schema public");
}

/** Empties the database at `url` again after a restore that could not finish. */
export async function emptyPostgres(url: string) {
  const client = new (await postgresDriver()).Client({ connectionString: url });
  await client.connect();
  try {
    await wipe(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/** The counts found against the manifest's; throws naming the first table that differs. */
export function compareCounts(expected: Record<string, number>, found: SnapshotFacts) {
  for (const table of new Set([...Object.keys(expected), ...Object.keys(found.tables)])) {
    if (expected[table] !== found.tables[table])
      throw new BackupError("restore_table_mismatch", {
        table,
        found: String(found.tables[table] ?? 0),
        expected: String(expected[table] ?? 0),
      });
  }
}

/** A migrations folder holding the build's first `count` migrations, for a driver dump's schema. */
async function migrationsUpTo(count: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "trms-migrations-"));
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
  journal.entries = journal.entries.slice(0, count);
  await mkdir(path.join(folder, "meta"));
  await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const name of await readdir(MIGRATIONS_FOLDER))
    if (name.endsWith(".sql")) await copyFile(path.join(MIGRATIONS_FOLDER, name), path.join(folder, name));
  return folder;
}

/** Inserts one table's JSON lines, a batch at a time, naming its stored columns (generated ones are made). */
async function loadTable(query: RunQuery, client: pg.Client, table: string, file: string) {
  const columns = (
    await query(`
      select attname from pg_attribute where attrelid = '${quoteTable(table).replaceAll("'", "''")}'::regclass
        and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`)
  ).map((row) => quoteIdent(String(row.attname)));
  const list = columns.join(", ");
  const insert = `insert into ${quoteTable(table)} (${list}) overriding system value
    select ${list} from json_populate_recordset(null::${quoteTable(table)}, $1::json)`;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length > 0) await client.query(insert, [`[${batch.join(",")}]`]);
    batch = [];
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line === "") continue;
    batch.push(line);
    if (batch.length >= 1000) await flush();
  }
  await flush();
}

/**
 * Restores a driver dump: the schema from the build's migrations up to the archive's,
 * then in one transaction every table's rows (triggers off, as pg_restore loads them, so kept
 * counters are copied rather than counted twice) and every sequence's value, checked against
 * the manifest's counts before it commits.
 */
async function restoreDriverDump(client: pg.Client, query: RunQuery, folder: string, manifest: Manifest) {
  const migrations = await migrationsUpTo(manifest.database.migration.count);
  try {
    const { drizzle, migrate } = await postgresMigrator();
    await migrate(drizzle(client), { migrationsFolder: migrations });
  } finally {
    await rm(migrations, { recursive: true, force: true });
  }
  await query("begin");
  await query("set local session_replication_role = replica");
  const tables = Object.keys(manifest.database.tables);
  if (tables.length > 0) await query(`truncate ${tables.map(quoteTable).join(", ")}`);
  for (const table of tables) await loadTable(query, client, table, path.join(folder, tableFile(table)));
  const sequences = JSON.parse(await readFile(path.join(folder, SEQUENCES_FILE), "utf8")) as Record<
    string,
    { last_value: string; is_called: boolean }
  >;
  for (const [name, value] of Object.entries(sequences))
    await client.query("select setval($1::regclass, $2::bigint, $3)", [
      quoteTable(name),
      value.last_value,
      value.is_called,
    ]);
  compareCounts(manifest.database.tables, await snapshotFacts(query));
  await query("commit");
}

/**
 * Restores the archive's database (unpacked and verified in `folder`) into the PostgreSQL database
 * at `url`, emptied first when `force`; checks each table's count against the manifest. On any
 * failure the database is emptied again, as it was.
 */
export async function restorePostgres(url: string, folder: string, manifest: Manifest, force: boolean) {
  if (manifest.database.format === "pg_dump-custom" && !(await run("pg_restore", ["--version"])))
    throw new BackupError("restore_needs_pg_restore");
  const known = (await shippedMigrations()).length;
  if (manifest.database.migration.count > known)
    throw new BackupError("restore_newer_migration", { tag: manifest.database.migration.tag ?? "" });
  const client = new (await postgresDriver()).Client({ connectionString: url });
  await client.connect();
  const query: RunQuery = async (text) => (await client.query(text)).rows;
  try {
    if (force) await wipe(query);
    if (manifest.database.format === "driver-jsonl") {
      await restoreDriverDump(client, query, folder, manifest);
    } else {
      const dump = path.join(folder, PG_DUMP_FILE);
      if (!existsSync(dump))
        throw new BackupError("restore_archive_truncated", { name: `database/${PG_DUMP_FILE}` });
      const connection = toolConnection(url);
      const restored = await run(
        "pg_restore",
        [
          `--dbname=${connection.dbname}`,
          "--no-owner",
          "--no-privileges",
          "--exit-on-error",
          // Tables loaded and indexes built side by side, which most of a large restore is: one job
          // more than the cores (up to 4), since a job loading a table waits on its client as much
          // as it computes. Not one transaction then: a failure empties the database again below,
          // as it was. Measured in docs/benchmarks/backup.md.
          `--jobs=${Math.min(4, availableParallelism() + 1)}`,
          dump,
        ],
        connection.env,
      );
      if (restored?.code !== 0)
        throw new BackupError("restore_failed", {
          reason: (restored?.stderr ?? "").trim().split("\n")[0] ?? "",
        });
      compareCounts(manifest.database.tables, await snapshotFacts(query));
    }
  } catch (error) {
    await query("rollback").catch(() => undefined);
    await wipe(query).catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
