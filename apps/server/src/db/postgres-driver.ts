/**
 * PostgreSQL's driver, imported when a PostgreSQL database is first used: a server on the embedded
 * database never loads it (ADR 0040, 1086).
 */
export const postgresDriver = async () => (await import("pg")).default;
