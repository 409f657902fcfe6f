import { type CreateLineCheckInput, createLineCheckSchema, type LineCheck } from "@trms/shared";
import { schemaResolver } from "../../components/form/resolver";
import type { PickedPilot } from "../../components/pilot-picker";
import { fromWallClock, toWallClock } from "../../lib/dates";

/** The line check form (part2 §5): people as picked, the date-time as the airline's wall clock. */
export interface LineCheckFormValues {
  pilot: PickedPilot | null;
  instructor: PickedPilot | null;
  line_check_date: string;
  line_check_sectors: string;
  note: string;
}

const person = (crewCode: string, name: string | null): PickedPilot => ({
  crew_code: crewCode,
  full_name: name ?? "",
});

export const emptyLineCheck = (pilot: PickedPilot | null): LineCheckFormValues => ({
  pilot,
  instructor: null,
  line_check_date: "",
  line_check_sectors: "",
  note: "",
});

export const lineCheckValuesOf = (check: LineCheck): LineCheckFormValues => ({
  pilot: person(check.pilot_crew_code, check.pilot_name),
  instructor: person(check.instructor_crew_code, check.instructor_name),
  line_check_date: toWallClock(check.line_check_date),
  line_check_sectors: check.line_check_sectors,
  note: check.note ?? "",
});

/** The API's input: crew codes, the date-time as ISO with the airline's offset. */
export function lineCheckInputOf(values: LineCheckFormValues): CreateLineCheckInput {
  return {
    ...(values.pilot ? { pilot_crew_code: values.pilot.crew_code } : {}),
    instructor_crew_code: values.instructor?.crew_code ?? "",
    line_check_date: fromWallClock(values.line_check_date),
    line_check_sectors: values.line_check_sectors,
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
  } as CreateLineCheckInput;
}

const FIELD_OF: Record<string, keyof LineCheckFormValues> = {
  pilot_crew_code: "pilot",
  instructor_crew_code: "instructor",
};
export const lineCheckFormPath = (apiPath: string) => FIELD_OF[apiPath] ?? apiPath;

/** The same rules as the server's create_line_check, each message on its field. */
export const lineCheckResolver = (needsPilot: boolean) =>
  schemaResolver<LineCheckFormValues>(createLineCheckSchema, {
    toInput: lineCheckInputOf,
    pathOf: lineCheckFormPath,
    check: (values) =>
      needsPilot && !values.pilot ? [{ path: "pilot", message: "line_check_pilot_required" }] : [],
  });
