import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { postgresDriver } from "../../db/postgres-driver";
import { quoteTable, type RunQuery, snapshotFacts } from "./database-facts";
import type { SnapshotFacts } from "./snapshot-pglite";

export interface PostgresSnapshot {
  facts: SnapshotFacts;
  format: "pg_dump-custom" | "driver-jsonl";
  serverVersion: string;
  /** Files written under the staging folder, relative to it. */
  files: string[];
}

/** The file pg_dump writes, in the staging folder and in the archive's `database/`. */
export const PG_DUMP_FILE = "database.pgdump";
/** The sequences' values of a driver dump. */
export const SEQUENCES_FILE = "sequences.json";
/** A driver dump's table file. */
export const tableFile = (table: string) => `tables/${table}.jsonl`;

/**
 * How pg_dump and pg_restore reach the database: the URL without its password, which goes in
 * PGPASSWORD rather than on the command line, where any user's `ps` would show it.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** Runs a program, resolving with its exit code and stderr; `undefined` when it is not installed. */
export function run(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; stderr: string; stdout: string } | undefined> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"], env });
    let stderr = "";
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") resolve(undefined);
      else reject(error);
    });
    child.on("close", (code) => resolve({ code: code ?? 1, stderr, stdout }));
  });
}

/**
 * Each table as JSON lines, read through a cursor in the caller's transaction (its snapshot),
 * and every sequence's value: what pg_dump's data would hold, for a machine without pg_dump. The
 * schema is not dumped: restore makes it with the build's migrations up to the archive's (ADR 1040).
 */
async function driverDump(query: RunQuery, tables: string[], staging: string): Promise<string[]> {
  await mkdir(path.join(staging, "tables"), { recursive: true });
  const files: string[] = [];
  for (const table of tables) {
    const file = tableFile(table);
    const out = createWriteStream(path.join(staging, file));
    await query(
      `declare dump_rows no scroll cursor for select row_to_json(t)::text as line from ${quoteTable(table)} t`,
    );
    for (;;) {
      const rows = await query("fetch 2000 from dump_rows");
      if (rows.length === 0) break;
      if (!out.write(`${rows.map((row) => row.line).join("\n")}\n`))
        await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    }
    await query("close dump_rows");
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    files.push(file);
  }
  const sequences = await query(`
    select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and n.nspname not in ('pg_catalog', 'information_schema') order by 1`);
  const values: Record<string, { last_value: string; is_called: boolean }> = {};
  for (const { name } of sequences) {
    const [row] = await query(`select last_value::text, is_called from ${quoteTable(String(name))}`);
    values[String(name)] = { last_value: String(row?.last_value), is_called: Boolean(row?.is_called) };
  }
  await writeFile(path.join(staging, SEQUENCES_FILE), JSON.stringify(values));
  return [...files, SEQUENCES_FILE];
}

/**
 * A consistent dump of a PostgreSQL database in `staging`: one REPEATABLE READ
 * transaction exports its snapshot, counts the tables in it, and `pg_dump --snapshot` dumps
 * exactly that state in its custom format. Without pg_dump (or with one older than the server)
 * the same transaction dumps the rows itself.
 */
export async function snapshotPostgres(
  url: string,
  staging: string,
  options: { pgDump?: boolean } = {},
): Promise<PostgresSnapshot> {
  await mkdir(staging, { recursive: true });
  const client = new (await postgresDriver()).Client({ connectionString: url });
  await client.connect();
  const query: RunQuery = async (text) => (await client.query(text)).rows;
  try {
    await query("begin isolation level repeatable read read only");
    const [exported] = await query(
      "select pg_export_snapshot() as id, current_setting('server_version') as version",
    );
    const facts = await snapshotFacts(query);
    const serverVersion = String(exported?.version);
    if (options.pgDump !== false) {
      const connection = toolConnection(url);
      const dumped = await run(
        "pg_dump",
        [
          `--dbname=${connection.dbname}`,
          `--snapshot=${exported?.id}`,
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          `--file=${path.join(staging, PG_DUMP_FILE)}`,
        ],
        connection.env,
      );
      if (dumped?.code === 0)
        return { facts, format: "pg_dump-custom", serverVersion, files: [PG_DUMP_FILE] };
      // pg_dump refuses a newer server: the driver dump below serves instead.
      if (dumped && !/server version mismatch|aborting because of server version/i.test(dumped.stderr))
        throw new Error(`pg_dump failed: ${dumped.stderr.trim()}`);
    }
    const files = await driverDump(query, Object.keys(facts.tables), staging);
    return { facts, format: "driver-jsonl", serverVersion, files };
  } finally {
    await query("rollback").catch(() => undefined);
    await client.end();
  }
}
