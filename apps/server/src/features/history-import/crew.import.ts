import { CREW_IMPORT, createPilotSchema } from "@trms/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { issueMessageKey } from "../../lib/validation";
import { profileColumns, roleFor } from "../pilot";
import { cellValue, type RowProblem } from "./history-import.cells";
import type { KnownCrew, PlanContext, PlannedRow } from "./history-import.kind";
import type { ReadSheet } from "./history-import.read";

/** A crew row's values, as `planCrew` sets them. */
export const crewOf = (row: PlannedRow) => row.values as CrewValues | undefined;

/** The pilot columns an import writes, by the table's names, plus the account's. */
export interface CrewValues {
  email: string;
  sendWelcome: boolean;
  role: number;
  profile: Partial<typeof pilots.$inferInsert>;
}

const fieldShape = createPilotSchema.shape as Record<string, { safeParse(v: unknown): SafeParse }>;
type SafeParse =
  | { success: true; data: unknown }
  | { success: false; error: { issues: { code: string; message?: string }[] } };

/**
 * One row's cells read, then checked by the pilot form's own field rules, and turned into the
 * profile columns the pilot form writes (`profileColumns`) with the account's name and fleet.
 */
function checkRow(cells: ReadSheet["rows"][number]["cells"], today: string) {
  const problems: RowProblem[] = [];
  const input: Record<string, unknown> = {};
  let sendWelcome = false;
  for (const column of CREW_IMPORT.columns) {
    const read = cellValue(column, cells[column.key], today);
    if ("problem" in read) {
      problems.push(read.problem);
      continue;
    }
    if (read.value === null && column.required) {
      problems.push({ column: column.key, message: "field_required" });
      continue;
    }
    const field = fieldShape[column.key];
    // The welcome mail is the import's own column, not a pilot field.
    if (!field) {
      sendWelcome = read.value === true;
      continue;
    }
    // An empty cell clears the field: null, which every optional pilot field takes as empty (an
    // empty string would read as position 0, captain).
    const parsed = field.safeParse(read.value);
    if (parsed.success) input[column.key] = parsed.data ?? null;
    else {
      const issue = parsed.error.issues[0];
      problems.push({ column: column.key, message: issueMessageKey(issue?.code ?? "", issue?.message) });
    }
  }
  const profile = {
    ...profileColumns(input),
    // Both required: a row without them has its problem and writes nothing.
    fullName: input.full_name as string | undefined,
    fleet: input.fleet as string | undefined,
  };
  return { problems, profile, email: (input.email as string | undefined) ?? "", sendWelcome };
}

/** A value as the database gives it back, for comparing a row with the stored pilot. */
const comparable = (value: unknown) => (value === undefined || value === "" ? null : String(value));

/**
 * Checks a crew sheet against itself and the database: each row's action (create, update,
 * unchanged) or its problems. Rows are matched to pilots by crew code; an email must be the
 * account's own or nobody's.
 */
export async function planCrew(
  sheet: ReadSheet,
  { db, today, firstSeq, rowChecked }: PlanContext,
): Promise<PlannedRow[]> {
  const planned: PlannedRow[] = [];
  for (const [at, { row, cells }] of sheet.rows.entries()) {
    const checked = checkRow(cells, today);
    await rowChecked();
    const key = String(checked.profile.crewCode ?? "");
    planned.push({
      seq: firstSeq + at,
      sheet: sheet.sheet,
      row,
      kind: "crew",
      key,
      action: "create",
      problems: checked.problems,
      values: {
        email: checked.email,
        sendWelcome: checked.sendWelcome,
        role: roleFor(checked.profile.instructorRating as string | null),
        profile: checked.profile,
      } satisfies CrewValues,
    });
  }
  // The same crew code or email twice in the file: each later row names the first.
  for (const [field, keyOf] of [
    ["crew_code", (p: PlannedRow) => p.key],
    ["email", (p: PlannedRow) => crewOf(p)?.email ?? ""],
  ] as const) {
    const first = new Map<string, number>();
    for (const row of planned) {
      const value = keyOf(row).toLowerCase();
      if (!value) continue;
      const seen = first.get(value);
      if (seen === undefined) first.set(value, row.row);
      else
        row.problems.push({
          column: field,
          message: "import_duplicate_in_file",
          values: { row: String(seen) },
        });
    }
  }
  const codes = [...new Set(planned.map((p) => p.key).filter(Boolean))];
  const emails = [...new Set(planned.map((p) => crewOf(p)?.email ?? "").filter(Boolean))];
  const stored = new Map<string, typeof pilots.$inferSelect & { email: string }>();
  const accounts = new Map<string, number>();
  for (let at = 0; at < codes.length; at += 1000) {
    const rows = await db
      .select({ pilot: pilots, email: users.email })
      .from(pilots)
      .innerJoin(users, eq(users.id, pilots.userId))
      .where(inArray(pilots.crewCode, codes.slice(at, at + 1000)));
    for (const { pilot, email } of rows) stored.set(pilot.crewCode, { ...pilot, email });
  }
  for (let at = 0; at < emails.length; at += 1000) {
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails.slice(at, at + 1000)));
    for (const row of rows) accounts.set(row.email.toLowerCase(), row.id);
  }
  for (const row of planned) {
    const pilot = stored.get(row.key);
    const email = crewOf(row)?.email ?? "";
    const owner = accounts.get(email);
    if (pilot) {
      row.recordId = pilot.id;
      if (email && pilot.email.toLowerCase() !== email)
        row.problems.push({
          column: "email",
          message: owner === undefined ? "import_email_differs" : "import_email_taken",
          values: { email: pilot.email },
        });
    } else if (owner !== undefined) row.problems.push({ column: "email", message: "import_email_taken" });
    if (row.problems.length > 0) {
      row.action = "problem";
      row.values = undefined;
      continue;
    }
    const crew = crewOf(row);
    if (!pilot || !crew) continue;
    const profile = crew.profile;
    const changed = Object.entries(profile).some(
      ([property, value]) => comparable(value) !== comparable(pilot[property as keyof typeof pilot]),
    );
    row.action = changed ? "update" : "unchanged";
  }
  return planned;
}

/** The stored pilot's columns an update overwrites: what an undo puts back. */
export async function crewBefore(db: Database, pilotId: number, profile: CrewValues["profile"]) {
  const [row] = await db.select().from(pilots).where(eq(pilots.id, pilotId));
  if (!row) return null;
  return Object.fromEntries(
    Object.keys(profile).map((property) => [property, row[property as keyof typeof row] ?? null]),
  );
}

/** The crew members a checked crew sheet would write, for the records of the same upload to name. */
export function crewOfFile(rows: readonly PlannedRow[]): Map<string, KnownCrew> {
  const crew = new Map<string, KnownCrew>();
  for (const row of rows) {
    const values = crewOf(row);
    if (row.kind !== "crew" || row.action === "problem" || !values) continue;
    crew.set(row.key, {
      crewCode: row.key,
      fullName: String(values.profile.fullName),
      instructor: Boolean(values.profile.instructorRating),
      pilotId: row.recordId,
    });
  }
  return crew;
}
