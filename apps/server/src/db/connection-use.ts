import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** How the database's connections are used now: what `/metrics` reports as pool use and wait. */
export interface ConnectionSnapshot {
  /** The most connections the server opens. */
  max: number;
  /** Connections open now. */
  total: number;
  /** Open connections no query holds. */
  idle: number;
  /** Queries and transactions queued for a connection. */
  waiting: number;
}

export interface ConnectionUse {
  snapshot(): ConnectionSnapshot;
  /** Calls `listener` with the seconds each query or transaction waited for its connection. */
  watchWait(listener: (seconds: number) => void): () => void;
}

function waitListeners() {
  const listeners = new Set<(seconds: number) => void>();
  return {
    watchWait(listener: (seconds: number) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(startedAt: number) {
      const seconds = (performance.now() - startedAt) / 1000;
      for (const listener of listeners) listener(seconds);
    },
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: () => void,
) => void;

/**
 * The PostgreSQL pool's own counters, and the time each checkout waited: `pool.query` and Drizzle's
 * transactions both take their client through `pool.connect`, which is timed here without changing
 * what it does.
 */
export function postgresConnectionUse(pool: pg.Pool): ConnectionUse {
  const max = pool.options.max ?? 10;
  const waits = waitListeners();
  const connect = pool.connect.bind(pool) as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: ConnectCallback) => {
    const startedAt = performance.now();
    if (callback)
      return connect((error, client, done) => {
        waits.report(startedAt);
        callback(error, client, done);
      });
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      waits.report(startedAt);
      return client;
    });
  }) as pg.Pool["connect"];
  return {
    snapshot: () => ({
      max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    watchWait: waits.watchWait,
  };
}

/**
 * The embedded database is one connection that runs one query or transaction at a time, in the
 * order asked (PGlite's own queue). Its queue is read from outside: each query or
 * transaction is counted from the call to its end, and waited until the one asked before it ended.
 * Queries inside a transaction run on the transaction's turn and are not counted again.
 */
export function pgliteConnectionUse(client: PGlite): ConnectionUse {
  const waits = waitListeners();
  let inFlight = 0;
  let previous: Promise<unknown> = Promise.resolve();
  const counted = <Run extends (...args: never[]) => Promise<unknown>>(run: Run): Run =>
    ((...args: Parameters<Run>) => {
      const startedAt = performance.now();
      inFlight += 1;
      const result = run(...args);
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      void previous.then(() => waits.report(startedAt));
      previous = settled;
      void settled.then(() => {
        inFlight -= 1;
      });
      return result;
    }) as Run;
  client.query = counted(client.query.bind(client)) as PGlite["query"];
  client.exec = counted(client.exec.bind(client)) as PGlite["exec"];
  client.transaction = counted(client.transaction.bind(client)) as PGlite["transaction"];
  return {
    snapshot: () => ({
      max: 1,
      total: 1,
      idle: inFlight === 0 ? 1 : 0,
      waiting: Math.max(0, inFlight - 1),
    }),
    watchWait: waits.watchWait,
  };
}
