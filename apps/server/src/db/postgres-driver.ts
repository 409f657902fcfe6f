/**
 * PostgreSQL's driver and Drizzle's adapter for it, imported when a PostgreSQL database is first
 * used: a server on the embedded database never loads them.
 */
export const postgresDriver = async () => (await import("pg")).default;

/** Drizzle over node-postgres and its migrator, for the calls that migrate a PostgreSQL database. */
export async function postgresMigrator() {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  return { drizzle, migrate };
}
