import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { TEXT_MAX } from "../constants";
import { listRequestSchema, optionalText } from "../lists/schemas";
import { PILOT_LIMITS } from "../pilots/schemas";
import {
  type CaavFormStatus,
  type DownloadedFlag,
  SIM_DEFAULT_LIST_FILTER,
  SIM_DEFAULT_PAGE_SIZE,
  SIM_LIST_FILTERS,
  SIM_MONTHLY_MAX,
  SIM_PLACEHOLDER_CREW_CODE,
  SIM_PLACES,
  type SimFormStatus,
  type SimPlace,
} from "./constants";
import { isSimDateTime } from "./date-time";

/** A crew code as the SIM forms send it: trimmed, upper-case; empty reads as the given message. */
const crewCodeField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(PILOT_LIMITS.crew_code, { error: "field_too_long" })
    .transform((value) => value.toUpperCase());

/** A session's date-time: ISO 8601 with an offset (the web sends local time with its offset). */
export const simDateTimeSchema = z
  .string({ error: "alert_sim_date_time_required" })
  .trim()
  .min(1, { error: "alert_sim_date_time_required", abort: true })
  .refine(isSimDateTime, { error: "alert_sim_date_time_invalid" });

export const simPlaceSchema = z
  .string({ error: "alert_sim_place_required" })
  .trim()
  .min(1, { error: "alert_sim_place_required", abort: true })
  .refine((value): value is SimPlace => (SIM_PLACES as readonly string[]).includes(value), {
    error: "alert_sim_place_invalid",
  });

/** A name the form may send beside a crew code; the server takes names from the pilot rows instead. */
const ignoredName = z.string().max(TEXT_MAX, { error: "field_too_long" }).nullish();

const simFields = {
  first_pilot_crew_code: crewCodeField("alert_select_2_pilots"),
  first_pilot_name: ignoredName,
  second_pilot_crew_code: crewCodeField("alert_select_2_pilots"),
  second_pilot_name: ignoredName,
  sima_instructor_crew_code: crewCodeField("alert_instructor_required"),
  sima_instructor_name: ignoredName,
  simb_instructor_crew_code: crewCodeField("alert_instructor_required"),
  simb_instructor_name: ignoredName,
  sessiona_date_time: simDateTimeSchema,
  sessiona_place: simPlaceSchema,
  sessionb_date_time: simDateTimeSchema,
  sessionb_place: simPlaceSchema,
  note: optionalText(TEXT_MAX),
};

interface CrewCodes {
  first_pilot_crew_code: string;
  second_pilot_crew_code: string;
  sima_instructor_crew_code: string;
  simb_instructor_crew_code: string;
}

/**
 * The crew-code rules of part2 §5 on one session, as `[field, message]` pairs: the two pilots differ
 * and neither is either instructor ('Duplicate crew code'; the SIM-A and SIM-B instructor may be the
 * same person); the placeholder 0000 never collides, but it cannot be both pilots (ADR 0401).
 */
export function simCrewCodeIssues(sim: CrewCodes): [keyof CrewCodes, string][] {
  const issues: [keyof CrewCodes, string][] = [];
  const real = (code: string) => code !== SIM_PLACEHOLDER_CREW_CODE;
  const first = sim.first_pilot_crew_code;
  const second = sim.second_pilot_crew_code;
  const instructors = [sim.sima_instructor_crew_code, sim.simb_instructor_crew_code];
  if (!real(first) && !real(second)) issues.push(["second_pilot_crew_code", "sim_both_pilots_placeholder"]);
  else if (first === second) issues.push(["second_pilot_crew_code", "alert_duplicate_crew_code"]);
  if (real(first) && instructors.includes(first))
    issues.push(["first_pilot_crew_code", "alert_duplicate_crew_code"]);
  if (real(second) && instructors.includes(second))
    issues.push(["second_pilot_crew_code", "alert_duplicate_crew_code"]);
  return issues;
}

/** One SIM session as written by create, update and each import row (`SimInput` of the contract). */
export const simInputSchema = z.strictObject(simFields).superRefine((sim, context) => {
  for (const [path, message] of simCrewCodeIssues(sim))
    context.addIssue({ code: "custom", path: [path], message });
});
export type SimInput = z.infer<typeof simInputSchema>;
/** The fields of a session as a form holds them before parsing. */
export type SimInputFields = z.input<typeof simInputSchema>;

export const createSimSchema = simInputSchema;
export type CreateSimInput = SimInput;

/** A monthly list: at least one session ('Please add at least 1 sim'), all stored in one transaction. */
export const createMonthlySimSchema = z.strictObject({
  sims: z
    .array(simInputSchema, { error: "alert_add_at_least_1_sim" })
    .min(1, { error: "alert_add_at_least_1_sim" })
    .max(SIM_MONTHLY_MAX, { error: "sim_too_many" }),
});
export type CreateMonthlySimInput = z.infer<typeof createMonthlySimSchema>;

export const updateSimSchema = z
  .strictObject({ id: recordIdSchema, ...simFields })
  .superRefine((sim, context) => {
    for (const [path, message] of simCrewCodeIssues(sim))
      context.addIssue({ code: "custom", path: [path], message });
  });
export type UpdateSimInput = z.infer<typeof updateSimSchema>;

export const simIdSchema = z.strictObject({ id: recordIdSchema });
export type SimIdInput = z.infer<typeof simIdSchema>;

/** `sim/delete_sim {sim_id}` (part2 §7). */
export const deleteSimSchema = z.strictObject({ sim_id: recordIdSchema });
export type DeleteSimInput = z.infer<typeof deleteSimSchema>;

/** The tab of the list: JSON true/false, or the same as text. */
const themselfSchema = z.union([z.boolean(), z.stringbool({ error: "field_invalid" })]).default(false);

const simListRequestSchema = listRequestSchema({
  defaultPageCount: SIM_DEFAULT_PAGE_SIZE,
  maxPageCount: 100,
  sortFields: SIM_LIST_FILTERS,
  extra: { themself: themselfSchema },
});

/**
 * `sim/get_sim_list`: the shared list request, where `filter` is the sort-by choice (one of
 * `SIM_LIST_FILTERS`, default the instructor name; `sort_by` is its other name) and `themself` the
 * 'As Pilot' tab (ADR 0403). The reply names the chosen `filter`.
 */
export const simListSchema = z
  .preprocess((body) => {
    if (!body || typeof body !== "object" || Array.isArray(body)) return body;
    const { filter, ...rest } = body as Record<string, unknown>;
    if (filter === undefined) return rest;
    return { ...rest, sort_by: rest.sort_by ?? filter };
  }, simListRequestSchema)
  .transform((request) => ({ ...request, filter: request.sort_by ?? SIM_DEFAULT_LIST_FILTER }));
export type SimListInput = z.infer<typeof simListSchema>;
export type SimListRequest = z.input<typeof simListSchema>;

/** `sim/find_sim_conflicts`: the sessions about to be saved; an `id` marks the one being edited. */
export const findSimConflictsSchema = z.strictObject({
  sims: z
    .array(z.strictObject({ id: recordIdSchema.optional(), ...simFields }), {
      error: "alert_add_at_least_1_sim",
    })
    .min(1, { error: "alert_add_at_least_1_sim" })
    .max(SIM_MONTHLY_MAX, { error: "sim_too_many" }),
});
export type FindSimConflictsInput = z.infer<typeof findSimConflictsSchema>;

/** The text fields of `sim/create_sim_from_excel` beside the file part `monthly_sim`. */
export const simExcelFieldsSchema = z.strictObject({
  dry_run: z.union([z.boolean(), z.stringbool({ error: "field_invalid" })]).default(false),
});
export type SimExcelFields = z.infer<typeof simExcelFieldsSchema>;

/** The reserved placeholder is not a person: no pilot row, no name. */
export const isSimPlaceholder = (crewCode: string | null | undefined) =>
  crewCode === SIM_PLACEHOLDER_CREW_CODE;

// ---- Replies ----

/** One item of a form's reset-status history (part2 §3). */
export interface SimResetStatusItem {
  date_of_status: string;
  reason: string | null;
  /** The status file's link, or null. */
  form_status: string | null;
  /** The status the change set (beside the spec's fields). */
  status: SimFormStatus;
}

/** One pilot of a session with their form (part2 §3 first_pilot / second_pilot). */
export interface SimPilotForm {
  pilot_crew_code: string;
  pilot_name: string | null;
  form_id: number;
  form_status: SimFormStatus;
  reset_status: SimResetStatusItem[];
  first_submit: string | null;
  second_submit: string | null;
  third_submit: string | null;
  downloaded_flag: DownloadedFlag;
  caav_form: string | null;
  caav_form_status: CaavFormStatus;
  elearning_completion: boolean;
  elearning_clue: string | null;
}

/** A SIM session as the list and `sim/get_sim_by_id` reply it (part2 §3). */
export interface SimSession {
  id: number;
  sessiona_date_time: string;
  sessiona_place: SimPlace;
  sima_instructor_crew_code: string;
  sima_instructor_name: string | null;
  sessionb_date_time: string;
  sessionb_place: SimPlace;
  simb_instructor_crew_code: string;
  simb_instructor_name: string | null;
  note: string | null;
  first_pilot: SimPilotForm;
  second_pilot: SimPilotForm;
}

export interface SimListReply {
  sim_list: SimSession[];
  total: number;
}

export interface CreateSimReply {
  id: number;
}
export interface CreateMonthlySimReply {
  ids: number[];
}

/** One warning of `sim/find_sim_conflicts`: saving stays allowed. */
export interface SimConflict {
  /** The position of the session in the request's `sims`. */
  index: number;
  /** Which session of the SIM collides: A or B. */
  session: "a" | "b";
  kind: "pilot" | "instructor" | "place";
  crew_code?: string;
  place?: SimPlace;
  /** The stored session it collides with, or null when it is another session of the same request. */
  other_sim_id: number | null;
  /** The other session of the same request, when it is one. */
  other_index?: number;
  other_date_time: string;
}
export interface FindSimConflictsReply {
  conflicts: SimConflict[];
}

/**
 * A bad row's cells as read from the sheet, by the import's columns: date-times as YYYY-MM-DDTHH:mm
 * when readable, anything else as typed ("" for an empty cell or one that holds an error).
 */
export type SimExcelCells = Record<
  | "first_pilot_crew_code"
  | "second_pilot_crew_code"
  | "sima_instructor_crew_code"
  | "sessiona_date_time"
  | "sessiona_place"
  | "simb_instructor_crew_code"
  | "sessionb_date_time"
  | "sessionb_place"
  | "note",
  string
>;

/** One parsed row of an Excel import. */
export interface SimExcelRow {
  /** The row number in the sheet, as Excel shows it. */
  row_number: number;
  sim: SimInput | null;
  /** Each error with its field and, when it has one, the sheet cell it reads ("D4"). */
  errors: { field?: string; message: string; cell?: string }[];
  /** A row with errors has no `sim`: its cells as the file holds them, for the preview (null when good). */
  cells: SimExcelCells | null;
}
export interface SimExcelReply {
  rows: SimExcelRow[];
  created: number;
}

export interface SimCalendarLinkReply {
  url: string;
}
