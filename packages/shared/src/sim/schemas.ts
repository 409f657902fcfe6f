import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { recordVersionSchema } from "../api/record-version";
import { dateTimeText, fileUrlText } from "../api/replies";
import { TEXT_MAX } from "../constants";
import { importedSchema } from "../history-import/schemas";
import { listRequestSchema, optionalText } from "../lists/schemas";
import { PILOT_LIMITS } from "../pilot/schemas";
import {
  CaavFormStatus,
  DownloadedFlag,
  SIM_DEFAULT_LIST_FILTER,
  SIM_DEFAULT_PAGE_SIZE,
  SIM_LIST_FILTERS,
  SIM_MONTHLY_MAX,
  SIM_PLACEHOLDER_CREW_CODE,
  SIM_PLACES,
  SimFormStatus,
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
 * same person); the placeholder 0000 never collides, but it cannot be both pilots.
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
 * 'As Pilot' tab. The parsed request names the chosen `filter` (the reply does not).
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
export const simResetStatusItemSchema = z.object({
  date_of_status: dateTimeText,
  reason: z.string().nullable(),
  /** The status file's link, or null. */
  form_status: fileUrlText.nullable(),
  /** The status the change set (beside the spec's fields). */
  status: z.enum(SimFormStatus),
});
export type SimResetStatusItem = z.infer<typeof simResetStatusItemSchema>;

/** One pilot of a session with their form (part2 §3 first_pilot / second_pilot). */
export const simPilotFormSchema = z.object({
  pilot_crew_code: z.string(),
  pilot_name: z.string().nullable(),
  form_id: z.number(),
  form_status: z.enum(SimFormStatus),
  reset_status: z.array(simResetStatusItemSchema),
  first_submit: fileUrlText.nullable(),
  second_submit: fileUrlText.nullable(),
  third_submit: fileUrlText.nullable(),
  downloaded_flag: z.enum(DownloadedFlag),
  caav_form: fileUrlText.nullable(),
  caav_form_status: z.enum(CaavFormStatus),
  elearning_completion: z.boolean(),
  elearning_clue: fileUrlText.nullable(),
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type SimPilotForm = z.infer<typeof simPilotFormSchema>;

/** A SIM session as the list, `sim/get_sim_by_id` and `sim/update_sim` reply it (part2 §3). */
export const simSessionSchema = z.object({
  id: z.number(),
  sessiona_date_time: dateTimeText,
  sessiona_place: z.enum(SIM_PLACES),
  sima_instructor_crew_code: z.string(),
  sima_instructor_name: z.string().nullable(),
  sessionb_date_time: dateTimeText,
  sessionb_place: z.enum(SIM_PLACES),
  simb_instructor_crew_code: z.string(),
  simb_instructor_name: z.string().nullable(),
  note: z.string().nullable(),
  first_pilot: simPilotFormSchema,
  second_pilot: simPilotFormSchema,
  /** `sim/get_sim_by_id` only: present when the session came in by a history import. */
  imported: importedSchema.optional(),
});
export type SimSession = z.infer<typeof simSessionSchema>;

/**
 * One pilot's SIM form with its session, as their whole file holds it: the session as
 * `sim/get_sim_by_id` replies it, with only that pilot's seat.
 */
export const simFormFileRecordSchema = simSessionSchema
  .omit({ first_pilot: true, second_pilot: true })
  .extend({ form: simPilotFormSchema });
export type SimFormFileRecord = z.infer<typeof simFormFileRecordSchema>;

/** `sim/get_sim_list`: one page of sessions and the number of every match (part2 §7). */
export const simListReplySchema = z.object({ sim_list: z.array(simSessionSchema), total: z.number() });
export type SimListReply = z.infer<typeof simListReplySchema>;

/** `sim/create_sim`: the new session's id. */
export const createSimReplySchema = z.object({ id: z.number() });
export type CreateSimReply = z.infer<typeof createSimReplySchema>;
/** `sim/create_monthly_sim`: the new sessions' ids, in the order sent. */
export const createMonthlySimReplySchema = z.object({ ids: z.array(z.number()) });
export type CreateMonthlySimReply = z.infer<typeof createMonthlySimReplySchema>;

/** One warning of `sim/find_sim_conflicts`: saving stays allowed. */
export const simConflictSchema = z.object({
  /** The position of the session in the request's `sims`. */
  index: z.number(),
  /** Which session of the SIM collides: A or B. */
  session: z.enum(["a", "b"]),
  kind: z.enum(["pilot", "instructor", "place"]),
  crew_code: z.string().optional(),
  place: z.enum(SIM_PLACES).optional(),
  /** The stored session it collides with, or null when it is another session of the same request. */
  other_sim_id: z.number().nullable(),
  /** The other session of the same request, when it is one. */
  other_index: z.number().optional(),
  other_date_time: dateTimeText,
});
export type SimConflict = z.infer<typeof simConflictSchema>;
export const findSimConflictsReplySchema = z.object({ conflicts: z.array(simConflictSchema) });
export type FindSimConflictsReply = z.infer<typeof findSimConflictsReplySchema>;

/**
 * A bad row's cells as read from the sheet, by the import's columns: date-times as YYYY-MM-DDTHH:mm
 * when readable, anything else as typed ("" for an empty cell or one that holds an error).
 */
export const simExcelCellsSchema = z.object({
  first_pilot_crew_code: z.string(),
  second_pilot_crew_code: z.string(),
  sima_instructor_crew_code: z.string(),
  sessiona_date_time: z.string(),
  sessiona_place: z.string(),
  simb_instructor_crew_code: z.string(),
  sessionb_date_time: z.string(),
  sessionb_place: z.string(),
  note: z.string(),
});
export type SimExcelCells = z.infer<typeof simExcelCellsSchema>;

/** A good row's session as parsed (a `SimInput`): the sheet has no name columns, so no names. */
export const simExcelSessionSchema = z.object({
  first_pilot_crew_code: z.string(),
  first_pilot_name: z.string().nullish(),
  second_pilot_crew_code: z.string(),
  second_pilot_name: z.string().nullish(),
  sima_instructor_crew_code: z.string(),
  sima_instructor_name: z.string().nullish(),
  simb_instructor_crew_code: z.string(),
  simb_instructor_name: z.string().nullish(),
  sessiona_date_time: dateTimeText,
  sessiona_place: z.enum(SIM_PLACES),
  sessionb_date_time: dateTimeText,
  sessionb_place: z.enum(SIM_PLACES),
  note: z.string().nullish(),
}) satisfies z.ZodType<SimInput>;

/** One parsed row of an Excel import. */
export const simExcelRowSchema = z.object({
  /** The row number in the sheet, as Excel shows it. */
  row_number: z.number(),
  sim: simExcelSessionSchema.nullable(),
  /** Each error with its field and, when it has one, the sheet cell it reads ("D4"). */
  errors: z.array(
    z.object({ field: z.string().optional(), message: z.string(), cell: z.string().optional() }),
  ),
  /** A row with errors has no `sim`: its cells as the file holds them, for the preview (null when good). */
  cells: simExcelCellsSchema.nullable(),
});
export type SimExcelRow = z.infer<typeof simExcelRowSchema>;
/** `sim/create_sim_from_excel`: every row checked, and how many sessions were stored (0 on a dry run). */
export const simExcelReplySchema = z.object({ rows: z.array(simExcelRowSchema), created: z.number() });
export type SimExcelReply = z.infer<typeof simExcelReplySchema>;

/** `sim/calendar_link`: the caller's secret subscription address (an absolute https URL of the API). */
export const simCalendarLinkReplySchema = z.object({ url: z.string() });
export type SimCalendarLinkReply = z.infer<typeof simCalendarLinkReplySchema>;
