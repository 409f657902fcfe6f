import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateTimeText, fileUrlText } from "../api/replies";
import { listRequestSchema } from "../lists/schemas";
import { isSimSlotType, SimSlotType, simSlotTimes } from "./constants";

/** HH:mm, 24-hour. */
export const SIM_SLOT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const SIM_SLOT_LABEL_MAX = 16;

/** The slot type: a fleet number 1–4, as a number or its digit in text. */
export const simSlotTypeSchema = z
  .union([z.number(), z.string()], { error: "sim_slot_type_invalid" })
  .transform((value, context) => {
    const type = typeof value === "string" && /^\d$/.test(value) ? Number(value) : value;
    if (!isSimSlotType(type)) {
      context.addIssue({ code: "custom", message: "sim_slot_type_invalid" });
      return z.NEVER;
    }
    return type as SimSlotType;
  });

const timeSchema = z
  .string({ error: "field_required" })
  .trim()
  .min(1, { error: "field_required", abort: true })
  .regex(SIM_SLOT_TIME_PATTERN, { error: "sim_slot_time_invalid" });

const slotFields = {
  type: simSlotTypeSchema,
  slot: z
    .string({ error: "field_required" })
    .trim()
    .min(1, { error: "field_required" })
    .max(SIM_SLOT_LABEL_MAX, { error: "field_too_long" }),
  start: timeSchema,
  end: timeSchema,
};

/** The label must be one of the fleet's (part2 §9), and start and end the label's times. */
function checkAgainstTable(
  value: { type: SimSlotType; slot: string; start: string; end: string },
  context: z.RefinementCtx,
) {
  const times = simSlotTimes(value.type, value.slot);
  if (!times) {
    context.addIssue({ code: "custom", path: ["slot"], message: "sim_slot_label_not_in_fleet" });
    return;
  }
  if (times.start !== value.start)
    context.addIssue({ code: "custom", path: ["start"], message: "sim_slot_time_mismatch" });
  if (times.end !== value.end)
    context.addIssue({ code: "custom", path: ["end"], message: "sim_slot_time_mismatch" });
}

/** sim/create_sim_slot: slot, start, end, type. */
export const createSimSlotSchema = z
  .strictObject(slotFields)
  .superRefine(checkAgainstTable, { when: (payload) => payload.issues.length === 0 });
export type CreateSimSlotInput = z.infer<typeof createSimSlotSchema>;

/** sim/update_sim_slot: the same plus the slot's id. */
export const updateSimSlotSchema = z
  .strictObject({ id: recordIdSchema, ...slotFields })
  .superRefine(checkAgainstTable, { when: (payload) => payload.issues.length === 0 });
export type UpdateSimSlotInput = z.infer<typeof updateSimSlotSchema>;

/** sim/delete_sim_slot and sim/get_sim_slot_by_id: by id. */
export const simSlotIdSchema = z.strictObject({ id: recordIdSchema });

export const SIM_SLOT_SORT_FIELDS = ["type", "slot", "start", "end"] as const;
export type SimSlotSortField = (typeof SIM_SLOT_SORT_FIELDS)[number];
export const SIM_SLOT_PAGE_SIZE = 100;

/**
 * sim/get_sim_slots: page_number, page_count, filters ({type}), order, keyword (the label). Without
 * sort_by the rows come in timetable order (fleet, start, label).
 */
export const simSlotListSchema = listRequestSchema({
  defaultPageCount: SIM_SLOT_PAGE_SIZE,
  maxPageCount: 1000,
  filters: { type: simSlotTypeSchema.optional() },
  sortFields: SIM_SLOT_SORT_FIELDS,
});
export type SimSlotListInput = z.infer<typeof simSlotListSchema>;

/** A SIM slot as every slot call answers it (part2 §3): start and end as HH:mm. */
export const simSlotSchema = z.object({
  id: z.number(),
  type: z.enum(SimSlotType),
  slot: z.string(),
  start: z.string(),
  end: z.string(),
});
export type SimSlot = z.infer<typeof simSlotSchema>;

/** The form's view of a slot before the table check: the browser holds empty strings until a pick. */
export const simSlotFormSchema = z
  .object({
    type: simSlotTypeSchema,
    slot: slotFields.slot,
    start: timeSchema,
    end: timeSchema,
  })
  .superRefine(checkAgainstTable, { when: (payload) => payload.issues.length === 0 });
export type SimSlotFormValues = z.input<typeof simSlotFormSchema>;

/** A month of the schedule: YYYY-MM. */
export const SIM_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const simMonthSchema = z
  .string({ error: "sim_schedule_month_and_file_required" })
  .trim()
  .min(1, { error: "sim_schedule_month_and_file_required", abort: true })
  .regex(SIM_MONTH_PATTERN, { error: "sim_schedule_month_invalid" });

/** The schedule upload's text part: multipart sim_month (the file part is sim_file). */
export const uploadSimScheduleSchema = z.strictObject({ sim_month: simMonthSchema });
export type UploadSimScheduleInput = z.infer<typeof uploadSimScheduleSchema>;

/** One month of the schedule as sim/get_sim_schedule answers it: the spec's pair plus what the list shows. */
export const simScheduleEntrySchema = z.object({
  id: z.number(),
  /** YYYY-MM. */
  sim_month: z.string(),
  /** The file's URL under the API base; its last path segment is the download's file name. */
  sim_file: fileUrlText,
  file_name: z.string(),
  uploaded_at: dateTimeText,
});
export type SimScheduleEntry = z.infer<typeof simScheduleEntrySchema>;
