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
  /** Applies the migrations not yet applied; on PostgreSQL `onWait` hears of a long wait. */
  migrate(options?: MigrateOptions): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, "drizzle");

/**
 * PGlite and its Drizzle driver are imported only when the embedded database is used, so a server
 * on PostgreSQL never loads them.
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
    // One process owns the embedded database: nothing else can hold its locks.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/**
 * PostgreSQL's driver and its Drizzle adapter are imported only when PostgreSQL is used, so a server
 * on the embedded database never loads them.
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
    migrate: (options) => migratePostgresOnce(url, timeouts.connectMs, pool, options),
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
async function migratePostgresOnce(
  url: string,
  connectMs: number,
  pool: Queryable,
  options: MigrateOptions = {},
) {
  const [pg, { drizzle: drizzleNodePg, migrate: migrateNodePg }] = await Promise.all([
    postgresDriver(),
    postgresMigrator(),
  ]);
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: connectMs,
    application_name: STARTUP_APPLICATION_NAME,
  });
  client.on("error", () => undefined); // a lost connection fails the statement under way
  await client.connect();
  // A wait has no time limit (another instance's migrations may take minutes), but it is not
  // silent: every WAIT_REPORT_MS the caller hears what this start waits for.
  const watch = watchStartupWait(client, pool, options);
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    }
  } finally {
    await watch.stop();
    await client.end();
  }
}

/** The name a start-up's own connection shows in `pg_stat_activity`. */
export const STARTUP_APPLICATION_NAME = "trms start-up";

export interface MigrateOptions {
  /** Called every `waitReportMs` while the start-up lock or a migration is still waited for. */
  onWait?: (wait: StartupWait) => void;
  waitReportMs?: number;
}

/** What a start has waited for so far: its connection's wait and the sessions that block it. */
export interface StartupWait {
  seconds: number;
  /** `pg_stat_activity`'s wait of the start-up connection, e.g. "Lock: advisory"; null when running. */
  waitEvent: string | null;
  blockers: {
    pid: number;
    application_name: string | null;
    client_addr: string | null;
    state: string | null;
    since: string | null;
    query: string | null;
  }[];
}

const WAIT_REPORT_MS = 15_000;

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Reports the start-up connection's wait, read through the pool, until stopped. */
function watchStartupWait(client: Queryable, pool: Queryable, options: MigrateOptions) {
  const { onWait, waitReportMs = WAIT_REPORT_MS } = options;
  if (!onWait) return { stop: async () => undefined };
  const started = Date.now();
  const backend = client
    .query("select pg_backend_pid() as pid")
    .then(({ rows }) => (rows[0] as { pid: number }).pid);
  let reporting: Promise<unknown> = Promise.resolve();
  const report = async () => {
    const pid = await backend;
    const { rows } = await pool.query(
      `select a.wait_event_type || ': ' || a.wait_event as wait_event,
         coalesce(json_agg(json_build_object(
           'pid', b.pid, 'application_name', nullif(b.application_name, ''), 'client_addr', b.client_addr::text,
           'state', b.state, 'since', to_char(coalesce(b.xact_start, b.backend_start), 'YYYY-MM-DD"T"HH24:MI:SSOF'),
           'query', left(b.query, 200)) order by b.pid) filter (where b.pid is not null), '[]') as blockers
       from pg_stat_activity a
       left join pg_stat_activity b on b.pid = any(pg_blocking_pids(a.pid))
       where a.pid = $1
       group by a.wait_event_type, a.wait_event`,
      [pid],
    );
    const row = rows[0] as { wait_event: string | null; blockers: StartupWait["blockers"] } | undefined;
    if (!row) return;
    onWait({
      seconds: Math.round((Date.now() - started) / 1000),
      waitEvent: row.wait_event,
      blockers: row.blockers,
    });
  };
  const timer = setInterval(() => {
    // A report that fails (the database gone) says nothing; the start's own statement fails.
    reporting = reporting.then(report).catch(() => undefined);
  }, waitReportMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await reporting;
    },
  };
}

/** One line for the operator: how long a start has waited, and for whom. */
export function describeStartupWait(wait: StartupWait): string {
  const blockers = wait.blockers.map(
    (b) =>
      `pid ${b.pid}` +
      (b.application_name ? ` (${b.application_name})` : "") +
      (b.client_addr ? ` from ${b.client_addr}` : "") +
      (b.state ? `, ${b.state}` : "") +
      (b.since ? ` since ${b.since}` : "") +
      (b.query ? `: ${b.query.replace(/\s+/g, " ")}` : ""),
  );
  return (
    `start-up: ${wait.seconds} s waiting for the database's start-up lock or migrations` +
    (wait.waitEvent ? ` (${wait.waitEvent})` : "") +
    (blockers.length ? `; held by ${blockers.join("; ")}` : "")
  );
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite kept in dataDir/db; a data folder
 * without a database starts from the build's migrated cluster.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  timeouts?: PostgresTimeouts;
  /** The embedded database of dataDir/db, when the caller has already started it. */
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
