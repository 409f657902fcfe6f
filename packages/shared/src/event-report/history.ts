/**
 * What of an event report's audit row one pilot's own file may hold (ADR 1151). A report names
 * several pilots, each with their minus point, and its audit rows keep the report before and after
 * each change, every pilot included; a pilot's training file and whole-file ZIP keep only that
 * pilot's line of every list of pilots in the row, as the pilot's own replies do.
 */
export function ownEventReportChanges(changes: unknown, pilotId: number): unknown {
  if (Array.isArray(changes)) return changes.map((item) => ownEventReportChanges(item, pilotId));
  if (!changes || typeof changes !== "object") return changes;
  return Object.fromEntries(
    Object.entries(changes).map(([key, value]) => [
      key,
      key === "pilots" && Array.isArray(value)
        ? value
            .filter((line) => (line as { pilot_id?: unknown } | null)?.pilot_id === pilotId)
            .map((line) => ownEventReportChanges(line, pilotId))
        : ownEventReportChanges(value, pilotId),
    ]),
  );
}
