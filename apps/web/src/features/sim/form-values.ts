import { createMonthlySimSchema, DEFAULT_SIM_PLACE, type SimInput, type SimSession } from "@trms/shared";
import { schemaResolver } from "../../components/form/resolver";
import type { PickedPilot } from "../../components/pilot-picker";
import { fromWallClock, toWallClock } from "../../lib/dates";

/** A person chosen in the form; the session stores the crew code (the server fills in names). */
export type SimPerson = PickedPilot;

/** One session as the form holds it: people as picked, date-times as the airline's wall clock. */
export interface SimRowValues {
  first_pilot: SimPerson | null;
  second_pilot: SimPerson | null;
  sima_instructor: SimPerson | null;
  simb_instructor: SimPerson | null;
  sessiona_date_time: string;
  sessiona_place: string;
  sessionb_date_time: string;
  sessionb_place: string;
  note: string;
}

export interface SimFormValues {
  sims: SimRowValues[];
}

export const emptySimRow = (): SimRowValues => ({
  first_pilot: null,
  second_pilot: null,
  sima_instructor: null,
  simb_instructor: null,
  sessiona_date_time: "",
  sessiona_place: DEFAULT_SIM_PLACE,
  sessionb_date_time: "",
  sessionb_place: DEFAULT_SIM_PLACE,
  note: "",
});

const person = (crewCode: string, name: string | null | undefined): SimPerson | null =>
  crewCode ? { crew_code: crewCode, full_name: name ?? "" } : null;

/** A stored session (or an imported row) as the form's row. */
export function simRowOf(sim: SimSession | SimInput): SimRowValues {
  const stored = "first_pilot" in sim;
  return {
    first_pilot: stored
      ? person(sim.first_pilot.pilot_crew_code, sim.first_pilot.pilot_name)
      : person(sim.first_pilot_crew_code, sim.first_pilot_name),
    second_pilot: stored
      ? person(sim.second_pilot.pilot_crew_code, sim.second_pilot.pilot_name)
      : person(sim.second_pilot_crew_code, sim.second_pilot_name),
    sima_instructor: person(sim.sima_instructor_crew_code, sim.sima_instructor_name),
    simb_instructor: person(sim.simb_instructor_crew_code, sim.simb_instructor_name),
    sessiona_date_time: toWallClock(sim.sessiona_date_time) || sim.sessiona_date_time,
    sessiona_place: sim.sessiona_place,
    sessionb_date_time: toWallClock(sim.sessionb_date_time) || sim.sessionb_date_time,
    sessionb_place: sim.sessionb_place,
    note: sim.note ?? "",
  };
}

/**
 * The row as the API's SimInput (crew codes, ISO date-times with the airline's offset). The names go
 * along for the import preview; the server takes names from the pilot rows.
 */
export function simInputOf(row: SimRowValues): SimInput {
  return {
    first_pilot_crew_code: row.first_pilot?.crew_code ?? "",
    first_pilot_name: row.first_pilot?.full_name || null,
    second_pilot_crew_code: row.second_pilot?.crew_code ?? "",
    second_pilot_name: row.second_pilot?.full_name || null,
    sima_instructor_crew_code: row.sima_instructor?.crew_code ?? "",
    sima_instructor_name: row.sima_instructor?.full_name || null,
    simb_instructor_crew_code: row.simb_instructor?.crew_code ?? "",
    simb_instructor_name: row.simb_instructor?.full_name || null,
    sessiona_date_time: fromWallClock(row.sessiona_date_time),
    sessiona_place: row.sessiona_place as SimInput["sessiona_place"],
    sessionb_date_time: fromWallClock(row.sessionb_date_time),
    sessionb_place: row.sessionb_place as SimInput["sessionb_place"],
    ...(row.note.trim() ? { note: row.note.trim() } : {}),
  };
}

/** The API's field names on a row of the form. */
const FIELD_OF: Record<string, keyof SimRowValues> = {
  first_pilot_crew_code: "first_pilot",
  second_pilot_crew_code: "second_pilot",
  sima_instructor_crew_code: "sima_instructor",
  simb_instructor_crew_code: "simb_instructor",
};

/** Where an API path lives in the form: `sims.2.first_pilot_crew_code` → `sims.2.first_pilot`. */
export function simFormPath(apiPath: string, rowIndex?: number): string {
  // The list itself ('Please add at least 1 sim', too many rows) has no field: the form's root.
  if (apiPath === "sims" || apiPath === "") return "root";
  const match = /^(?:sims\.(\d+)\.)?(\w+)$/.exec(apiPath);
  if (!match) return apiPath;
  const index = match[1] ?? String(rowIndex ?? 0);
  const field = match[2] as string;
  return `sims.${index}.${FIELD_OF[field] ?? field}`;
}

/** The same rules as the server's create_monthly_sim (part2 §5), each message on its field. */
export const simFormResolver = schemaResolver<SimFormValues>(createMonthlySimSchema, {
  toInput: (values) => ({ sims: values.sims.map(simInputOf) }),
  pathOf: (apiPath) => simFormPath(apiPath),
});
