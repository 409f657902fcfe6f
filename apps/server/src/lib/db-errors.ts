/** The PostgreSQL unique-violation constraint name, whichever driver wrapped the error. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === "23505") return candidate.constraint ?? "";
    current = candidate.cause;
  }
  return null;
}

/** Socket failures of a connection to the database server (Node's error codes). */
const CONNECTION_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that is gone, going, not yet there, full, or that cancelled a statement
 * past its time: class 08 (connection exception), admin/crash shutdown, "starting up", too many
 * connections, and the statement timeout's cancel.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/** What node-postgres and its pool say, without a code, when a connection is lost or never made. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|Cannot use a pool after calling end/i;

/**
 * Whether a failure is the database being unreachable (down, restarting, cut off, or too slow to
 * answer within its timeouts) rather than something wrong with the request: answered 503, never 500.
 */
export function databaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    // Already said (errors.ts databaseUnavailable); a file store's own 503 is not the database's.
    if (candidate.code === "SERVICE_UNAVAILABLE") return candidate.message === "database_unavailable";
    const code = typeof candidate.code === "string" ? candidate.code : "";
    if (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
    if (typeof candidate.message === "string" && LOST_CONNECTION.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}
