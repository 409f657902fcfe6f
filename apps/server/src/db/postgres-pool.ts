import pg from "pg";
import { databaseUnreachable } from "../lib/db-errors";

import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from "./postgres-timeouts";

export { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from "./postgres-timeouts";

/**
 * A statement whose connection went silent (a cut network, a frozen host) is given up by the
 * client this long after the server would have cancelled it.
 */
const CLIENT_GRACE_MS = 2_000;

type Release = (error?: Error | boolean) => void;
type Query = pg.PoolClient["query"];

/**
 * A connection lent out (a transaction's) that loses its server is handed back to the pool at
 * once, to be dropped, whoever holds it. Drizzle's transaction sends `begin` before its own
 * try/finally, so a connection lost during `begin` would otherwise never be released, and enough
 * of them would leave the pool empty for good, after the database is back (ADR 1051). The holder's
 * own later release is then a no-op.
 */
function guardLease(client: pg.PoolClient): pg.PoolClient {
  const release: Release = client.release;
  const query = client.query;
  let released = false;
  const finish: Release = (error) => {
    if (released) return;
    released = true;
    client.removeListener("end", onEnd);
    // Back to the prototype's query: the next lease wraps it anew.
    delete (client as { query?: Query }).query;
    release(error);
  };
  const onEnd = () => finish(new Error("PostgreSQL connection ended while in use"));
  client.once("end", onEnd);
  client.release = finish;
  client.query = ((...args: Parameters<Query>) => {
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise)
      result.then(undefined, (error: unknown) => {
        if (databaseUnreachable(error)) finish(error as Error);
      });
    return result;
  }) as Query;
  return client;
}

/** The pool of every server query: lent connections guarded (guardLease), waits bounded. */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void,
  ): void;
  override connect(
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void,
  ): Promise<pg.PoolClient> | undefined {
    // The callback form is pg-pool's own `pool.query`, which always releases what it takes.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(guardLease);
  }
}

/**
 * The server's pool on PostgreSQL. Every wait on the database ends in an error the envelope
 * answers 503: a connection within `connectMs` (refused at once when the server is
 * down), a statement within `statementMs`. No connection error can crash the process, idle or lent.
 */
export function createPostgresPool(
  url: string,
  timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS,
): pg.Pool {
  const pool = new GuardedPool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    // A peer that vanished without closing (a cut network) is noticed by the operating system.
    keepAlive: true,
  });
  // An idle client that loses its server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", (error) => {
    console.warn(`PostgreSQL idle client error: ${error.message}`);
  });
  // A lent client between two statements has no query to fail and would emit an unheard 'error',
  // which ends the process: every client is heard for its whole life. Its holder meets the loss
  // on its next statement.
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  return pool;
}
