import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { SERVER_ROOT } from "../paths";
import { type ConnectionUse, pgliteConnectionUse, postgresConnectionUse } from "./connection-use";
import { createPglite, withoutRepeatedParsers } from "./pglite";
import { postgresDriver, postgresMigrator } from "./postgres-driver";
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from "./postgres-timeouts";
import * as schema from "./schema";
import { placeTemplateCluster } from "./template";

export { createPglite, PGLITE_SETTINGS } from "./pglite";

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
 * PostgreSQL when a URL is given, otherwise the embedded PGlite kept in dataDir/db; a data folder
 * without a database starts from the build's migrated cluster (ADR 1000).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  timeouts?: PostgresTimeouts;
  /** The embedded database of dataDir/db, when the caller has already started it (ADR 1090). */
  pglite?: Promise<PGlite>;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return await openPostgres(options.databaseUrl, options.timeouts);
  if (options.pglite) return await openPglite(await options.pglite);
  const dbDir = path.join(options.dataDir, "db");
  // PGlite creates only the last folder of its path; a new data folder may not exist yet.
  await mkdir(options.dataDir, { recursive: true });
  await placeTemplateCluster(dbDir);
  const client = await createPglite({ dataDir: dbDir });
  return await openPglite(client);
}
