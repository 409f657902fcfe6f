import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { SERVER_ROOT } from "../paths";
import { type ConnectionUse, pgliteConnectionUse, postgresConnectionUse } from "./connection-use";
import { postgresDriver, postgresMigrator } from "./postgres-driver";
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from "./postgres-timeouts";
import * as schema from "./schema";
import { placeTemplateCluster } from "./template";

export type Schema = typeof schema;
/** One type for both drivers: every query is written once against this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The connections' use and wait, for `/metrics`. */
  use: ConnectionUse;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, "drizzle");

/**
 * PGlite and its Drizzle driver are imported only when the embedded database is used, so a server
 * on PostgreSQL never loads them (ADR 0040).
 */
export async function openPglite(client: PGlite): Promise<DatabaseHandle> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  withoutRepeatedParsers(client);
  const use = pgliteConnectionUse(client);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    use,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/**
 * PostgreSQL's driver and its Drizzle adapter are imported only when PostgreSQL is used, so a server
 * on the embedded database never loads them (ADR 0040, 1086).
 */
export async function openPostgres(
  url: string,
  timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS,
): Promise<DatabaseHandle> {
  const [{ drizzle: drizzleNodePg }, { createPostgresPool }] = await Promise.all([
    import("drizzle-orm/node-postgres"),
    import("./postgres-pool"),
  ]);
  const pool = createPostgresPool(url, timeouts);
  const use = postgresConnectionUse(pool);
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    use,
    migrate: () => migratePostgresOnce(url, timeouts.connectMs),
    close: () => pool.end(),
  };
}

/**
 * Any number fixed for the product: the key of the advisory lock that serialises the start-up work
 * of instances sharing one database (the migrations, then the demo seed).
 */
export const STARTUP_LOCK_KEY = 7_421_730_001;

/**
 * Several instances may start together on one database: each takes a session advisory lock
 * before migrating, so the first applies the migrations and the others find them applied. On a
 * connection of its own, outside the pool's statement timeout: waiting for another instance's
 * migration, or building an index on a large table, may take longer than a request's statement.
 */
async function migratePostgresOnce(url: string, connectMs: number) {
  const [pg, { drizzle: drizzleNodePg, migrate: migrateNodePg }] = await Promise.all([
    postgresDriver(),
    postgresMigrator(),
  ]);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs });
  client.on("error", () => undefined); // a lost connection fails the statement under way
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Memory settings of the embedded PostgreSQL (docs/decisions/0041-embedded-database-memory.md).
 * PGlite runs PostgreSQL inside one WebAssembly memory that grows and never shrinks, so every
 * buffer PostgreSQL touches stays in the process's RSS. The stock 128 MB of shared buffers were
 * most of the idle footprint; the operating system's page cache already holds the data files.
 * Prepared list statements (ADR 0053) are planned for their values each time (ADR 0973): a generic
 * plan chose a poor order for a keyword over pilots with many flights (docs/benchmarks/lists.md).
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: "16MB",
  plan_cache_mode: "force_custom_plan",
};

/**
 * The types Drizzle's PGlite driver reads as the text PostgreSQL sends (its dates, timestamps and
 * intervals, and their arrays): the same identity parsers it passes with every query.
 */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
const PGLITE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  TEXT_TYPES.map((type) => [type, asText]),
);

type PgliteQuery = PGlite["query"];
/** Whether a query's own parsers only repeat what the database was created with (`PGLITE_PARSERS`). */
function repeatsDatabaseParsers(parsers: object) {
  for (const type in parsers) if (!TEXT_TYPES.includes(Number(type))) return false;
  return true;
}
/** Whether the database's own parsers still read `TEXT_TYPES` as text (see createPglite). */
function readsText(client: PGlite) {
  const own = (client as unknown as { parsers: Record<number, unknown> }).parsers;
  return TEXT_TYPES.every((type) => own[type] === asText);
}
/** The query with Drizzle's per-query parsers left out where the database already has them. */
function queryWithoutRepeatedParsers(client: PGlite, query: PgliteQuery): PgliteQuery {
  return ((text: string, params?: unknown[], options?: { parsers?: object }) =>
    query(
      text,
      params,
      options?.parsers && repeatsDatabaseParsers(options.parsers) && readsText(client)
        ? { ...options, parsers: undefined }
        : (options as never),
    )) as PgliteQuery;
}

/**
 * Drizzle's PGlite driver passes its parsers with every query, and PGlite then merges them into a
 * copy of its whole parser table for that query, a large part of the embedded database's own
 * JavaScript time on a list call (ADR 0972; docs/benchmarks/load.md). The database is created with
 * the same parsers (`createPglite`), so each query's are left out, outside and inside transactions
 * alike.
 */
function withoutRepeatedParsers(client: PGlite) {
  client.query = queryWithoutRepeatedParsers(client, client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite["transaction"]>[0]) =>
    transaction((tx) => {
      tx.query = queryWithoutRepeatedParsers(client, tx.query);
      return callback(tx);
    })) as PGlite["transaction"];
}

/** An embedded database with the extensions the migrations use. */
export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...settings],
  });
  // Dates, timestamps and intervals as text, as Drizzle reads them (see withoutRepeatedParsers);
  // set after start-up, which gives every array type its own parser.
  Object.assign((client as unknown as { parsers: object }).parsers, PGLITE_PARSERS);
  return client;
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite kept in dataDir/db; a data folder
 * without a database starts from the build's migrated cluster (ADR 1000).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  timeouts?: PostgresTimeouts;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return await openPostgres(options.databaseUrl, options.timeouts);
  const dbDir = path.join(options.dataDir, "db");
  // PGlite creates only the last folder of its path; a new data folder may not exist yet.
  await mkdir(options.dataDir, { recursive: true });
  await placeTemplateCluster(dbDir);
  const client = await createPglite({ dataDir: dbDir });
  return await openPglite(client);
}
