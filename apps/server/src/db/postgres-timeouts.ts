/** How long the server waits on PostgreSQL before it answers 503. */
export interface PostgresTimeouts {
  /** For a connection: a new one to the server, or a free one of the pool under load. */
  connectMs: number;
  /** For one statement, enforced by the server (`statement_timeout`). */
  statementMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, statementMs: 60_000 };
