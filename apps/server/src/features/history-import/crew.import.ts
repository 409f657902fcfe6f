import { CREW_IMPORT, createPilotSchema, Role } from "@trms/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { issueMessageKey } from "../../lib/validation";
import { type CellValue, cellValue, type RowProblem } from "./history-import.cells";
import type { ReadSheet } from "./history-import.read";

/** A crew row as checked: what it would write, or why it cannot. */
export interface PlannedRow {
  seq: number;
  sheet: string;
  row: number;
  kind: "crew";
  key: string;
  action: "create" | "update" | "unchanged" | "problem";
  problems: RowProblem[];
  /** The account and profile the row writes (set when it has no problem). */
  crew?: CrewValues;
  /** The pilot it updates or leaves unchanged. */
  pilotId?: number;
  userId?: number;
}

/** The pilot columns an import writes, by the table's names, plus the account's. */
export interface CrewValues {
  email: string;
  sendWelcome: boolean;
  role: number;
  profile: Record<string, string | number | null>;
}

/** The profile columns the crew sheet fills, by column key and the pilots table's property. */
const PROFILE: Record<string, keyof typeof pilots.$inferInsert> = {
  crew_code: "crewCode",
  full_name: "fullName",
  fleet: "fleet",
  name_position: "namePosition",
  function: "function",
  instructor_rating: "instructorRating",
  date_of_birth: "dateOfBirth",
  joining_date: "joiningDate",
  first_flight_date: "firstFlightDate",
  seniority_point: "seniorityPoint",
  caav_number: "caavNumber",
  phone_number: "phoneNumber",
  identify_number: "identifyNumber",
  passport_number: "passportNumber",
  fleet_position: "fleetPosition",
  department_position: "departmentPosition",
  base: "base",
  base_month: "baseMonth",
  line_check_month: "lineCheckMonth",
};
export const CREW_PROFILE_COLUMNS = Object.values(PROFILE);

const fieldShape = createPilotSchema.shape as Record<string, { safeParse(v: unknown): SafeParse }>;
type SafeParse =
  | { success: true; data: unknown }
  | { success: false; error: { issues: { code: string; message?: string }[] } };

/** One row's cells read and checked by the pilot form's own field rules. */
function checkRow(cells: ReadSheet["rows"][number]["cells"], today: string) {
  const problems: RowProblem[] = [];
  const values: Record<string, CellValue> = {};
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
    values[column.key] = read.value;
  }
  const profile: Record<string, string | number | null> = {};
  for (const [key, property] of Object.entries(PROFILE)) {
    if (!(key in values)) continue;
    const raw = values[key];
    const parsed = fieldShape[key]?.safeParse(raw === null ? "" : raw);
    if (!parsed) continue;
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push({ column: key, message: issueMessageKey(issue?.code ?? "", issue?.message) });
      continue;
    }
    profile[property] = (parsed.data as string | number | null | undefined) ?? null;
  }
  let email = "";
  if ("email" in values) {
    const parsed = fieldShape.email?.safeParse(values.email ?? "");
    if (parsed?.success) email = parsed.data as string;
    else if (parsed) {
      const issue = parsed.error.issues[0];
      problems.push({ column: "email", message: issueMessageKey(issue?.code ?? "", issue?.message) });
    }
  }
  return { problems, profile, email, sendWelcome: values.send_welcome === true };
}

/** A value as the database gives it back, for comparing a row with the stored pilot. */
const comparable = (value: unknown) => (value === undefined || value === "" ? null : String(value));

/**
 * Checks a crew sheet against itself and the database: each row's action (create, update,
 * unchanged) or its problems. Rows are matched to pilots by crew code; an email must be the
 * account's own or nobody's.
 */
export async function planCrew(
  db: Database,
  sheet: ReadSheet,
  today: string,
  firstSeq: number,
): Promise<PlannedRow[]> {
  const planned: PlannedRow[] = sheet.rows.map(({ row, cells }, at) => {
    const checked = checkRow(cells, today);
    const key = String(checked.profile.crewCode ?? "");
    return {
      seq: firstSeq + at,
      sheet: sheet.sheet,
      row,
      kind: "crew",
      key,
      action: "create",
      problems: checked.problems,
      crew: {
        email: checked.email,
        sendWelcome: checked.sendWelcome,
        role: checked.profile.instructorRating ? Role.INSTRUCTOR : Role.PILOT,
        profile: checked.profile,
      },
    };
  });
  // The same crew code or email twice in the file: each later row names the first.
  for (const [field, keyOf] of [
    ["crew_code", (p: PlannedRow) => p.key],
    ["email", (p: PlannedRow) => p.crew?.email ?? ""],
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
  const emails = [...new Set(planned.map((p) => p.crew?.email ?? "").filter(Boolean))];
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
    const email = row.crew?.email ?? "";
    const owner = accounts.get(email);
    if (pilot) {
      row.pilotId = pilot.id;
      row.userId = pilot.userId;
      if (email && pilot.email.toLowerCase() !== email)
        row.problems.push({
          column: "email",
          message: owner === undefined ? "import_email_differs" : "import_email_taken",
          values: { email: pilot.email },
        });
    } else if (owner !== undefined) row.problems.push({ column: "email", message: "import_email_taken" });
    if (row.problems.length > 0) {
      row.action = "problem";
      row.crew = undefined;
      continue;
    }
    if (!pilot || !row.crew) continue;
    const profile = row.crew.profile;
    const changed = Object.entries(profile).some(
      ([property, value]) => comparable(value) !== comparable(pilot[property as keyof typeof pilot]),
    );
    row.action = changed ? "update" : "unchanged";
  }
  return planned;
}

/** The stored pilot's columns an update overwrites: what an undo puts back. */
export async function crewBefore(db: Database, pilotId: number) {
  const [row] = await db.select().from(pilots).where(eq(pilots.id, pilotId));
  if (!row) return null;
  return Object.fromEntries(CREW_PROFILE_COLUMNS.map((property) => [property, row[property] ?? null]));
}
