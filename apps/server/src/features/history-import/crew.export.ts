import { CREW_IMPORT, type Language, YES_NO_LABEL } from "@trms/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";

/** A stored day as the template writes it: DD/MM/YYYY. */
const dayText = (day: string | null) => (day ? day.split("-").reverse().join("/") : "");

/**
 * Every pilot as a row of the crew template, cells written as an office writes them (list labels
 * in the language, DD/MM/YYYY dates), so the export imports again unchanged.
 */
export async function crewExportRows(db: Database, language: Language): Promise<Record<string, string>[]> {
  const labelOf = (key: string, value: string | number | null) =>
    value === null
      ? ""
      : (CREW_IMPORT.columns.find((c) => c.key === key)?.options?.find((o) => o.value === value)?.label[
          language
        ] ?? String(value));
  const rows = await db
    .select({ pilot: pilots, email: users.email })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .orderBy(asc(pilots.crewCode));
  return rows.map(({ pilot, email }) => ({
    crew_code: pilot.crewCode,
    full_name: pilot.fullName,
    email,
    fleet: pilot.fleet ?? "",
    name_position: labelOf("name_position", pilot.namePosition),
    function: pilot.function ?? "",
    instructor_rating: pilot.instructorRating ?? "",
    date_of_birth: dayText(pilot.dateOfBirth),
    joining_date: dayText(pilot.joiningDate),
    first_flight_date: dayText(pilot.firstFlightDate),
    seniority_point: pilot.seniorityPoint === null ? "" : String(pilot.seniorityPoint),
    caav_number: pilot.caavNumber ?? "",
    phone_number: pilot.phoneNumber ?? "",
    identify_number: pilot.identifyNumber ?? "",
    passport_number: pilot.passportNumber ?? "",
    fleet_position: pilot.fleetPosition ?? "",
    department_position: pilot.departmentPosition ?? "",
    base: pilot.base ?? "",
    base_month: pilot.baseMonth ?? "",
    line_check_month: pilot.lineCheckMonth ?? "",
    send_welcome: YES_NO_LABEL[language].no,
  }));
}
