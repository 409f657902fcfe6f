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
