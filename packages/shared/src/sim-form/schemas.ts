import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { recordVersionSchema } from "../api/record-version";
import { fileUrlText } from "../api/replies";
import { REASON_MAX } from "../constants";
import { numberOneOf, requiredText } from "../lists/schemas";
import {
  CAAV_FORM_STATUSES,
  CaavFormStatus,
  SIM_FORM_STATUSES,
  SimFormOrder,
  SimFormStatus,
  SimPilotOrder,
} from "../sim/constants";
import { simResetStatusItemSchema } from "../sim/schemas";
import { type WorkflowHistoryItem, workflowHistoryItemSchema } from "../workflow/history";
import { statusChangeFields } from "../workflow/schemas";

const oneOf = numberOneOf;

/**
 * The SIM-A instructor's assessment (ADR 0431): pass by default, or fail; it goes with stage 2, or
 * with stage 3 when one instructor holds both sessions, which the server checks.
 */
export const SIM_ASSESSMENTS = ["pass", "fail"] as const;
export type SimAssessment = (typeof SIM_ASSESSMENTS)[number];

/** The text fields of `sim/submit_form` beside the file part `submitted_report` (a PDF). */
export const submitSimFormSchema = z
  .strictObject({
    submitted_form_id: recordIdSchema,
    form_order: oneOf([1, 2, 3] as const, "sim_form_order_invalid"),
    assessment: z.enum(SIM_ASSESSMENTS, { error: "sim_assessment_invalid" }).optional(),
  })
  .superRefine((input, context) => {
    if (input.assessment !== undefined && input.form_order === 1)
      context.addIssue({ code: "custom", path: ["assessment"], message: "sim_assessment_stage_2_only" });
  });
export type SubmitSimFormInput = z.infer<typeof submitSimFormSchema> & { form_order: SimFormOrder };

/** `sim/reject_form`: the form, the reason (≤ 254, required) beside an optional `status_file`. */
export const rejectSimFormSchema = z.strictObject({
  form_id: recordIdSchema,
  reason: requiredText(REASON_MAX, "sim_reject_reason_required"),
});
export type RejectSimFormInput = z.infer<typeof rejectSimFormSchema>;

/** `sim/set_status`: any of the six statuses, an optional reason, beside an optional `status_file`. */
export const setSimFormStatusSchema = z.strictObject({
  form_id: recordIdSchema,
  ...statusChangeFields(oneOf(SIM_FORM_STATUSES, "sim_form_status_invalid")),
});
export type SetSimFormStatusInput = z.infer<typeof setSimFormStatusSchema>;

/** `sim/set_caav_status`: one of the three CAAV statuses, an optional reason and `status_file`. */
export const setCaavStatusSchema = z.strictObject({
  form_id: recordIdSchema,
  ...statusChangeFields(oneOf(CAAV_FORM_STATUSES, "sim_caav_status_invalid")),
});
export type SetCaavStatusInput = z.infer<typeof setCaavStatusSchema>;

/** `sim/submit_caav_form`: the form beside the file part `submitted_report` (a PDF). */
export const submitCaavFormSchema = z.strictObject({ submitted_form_id: recordIdSchema });
export type SubmitCaavFormInput = z.infer<typeof submitCaavFormSchema>;

/** A call about one form: `sim/set_downloaded_flag`, `sim/get_elearning_clue`. */
export const simFormIdSchema = z.strictObject({ form_id: recordIdSchema });
export type SimFormIdInput = z.infer<typeof simFormIdSchema>;

/**
 * `sim/finish_elearning`: the form, `completed` (true, "true", "1" or 2 — the spec's YES) beside the
 * certificate `clue_file` (an image or a PDF). Only completing is a step; `completed` false is refused.
 */
export const finishElearningSchema = z.strictObject({
  form_id: recordIdSchema,
  completed: z
    .union([z.boolean(), z.number(), z.string()], { error: "sim_elearning_completed_required" })
    .transform((value, context) => {
      if (value === true || value === 2 || value === "true" || value === "1" || value === "2") return true;
      context.addIssue({ code: "custom", message: "sim_elearning_completed_required" });
      return z.NEVER;
    }),
});
export type FinishElearningInput = z.infer<typeof finishElearningSchema>;

// ---- Replies ----

const simFormStatus = z.enum(SimFormStatus);
const caavFormStatus = z.enum(CaavFormStatus);

export const submitSimFormReplySchema = z.object({
  form_id: z.number(),
  form_order: z.enum(SimFormOrder),
  form_status: simFormStatus,
  /** The link of the stage's file. */
  submitted_report: fileUrlText,
  assessed_fail: z.boolean(),
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type SubmitSimFormReply = z.infer<typeof submitSimFormReplySchema>;

/** `sim/reject_form` and `sim/set_status` reply the whole reset history (part2 §7), with the status set beside it. */
export const simFormStatusReplySchema = z.object({
  form_status: simFormStatus,
  reset_status: z.array(simResetStatusItemSchema),
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type RejectSimFormReply = z.infer<typeof simFormStatusReplySchema>;
export type SetSimFormStatusReply = z.infer<typeof simFormStatusReplySchema>;

export const setDownloadedFlagReplySchema = z.object({ form_id: z.number(), downloaded_flag: z.literal(2) });
export type SetDownloadedFlagReply = z.infer<typeof setDownloadedFlagReplySchema>;

export const submitCaavFormReplySchema = z.object({
  caav_form: fileUrlText,
  caav_form_status: caavFormStatus,
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type SubmitCaavFormReply = z.infer<typeof submitCaavFormReplySchema>;

export const setCaavStatusReplySchema = z.object({
  caav_form_status: caavFormStatus,
  reset_status: z.array(simResetStatusItemSchema),
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type SetCaavStatusReply = z.infer<typeof setCaavStatusReplySchema>;

export const elearningClueReplySchema = z.object({ clue_file: fileUrlText.nullable() });
export type ElearningClueReply = z.infer<typeof elearningClueReplySchema>;

export const finishElearningReplySchema = z.object({
  elearning_completion: z.literal(true),
  clue_file: fileUrlText,
  /** The record's version now (ADR 1600): a write sent with it as If-Match applies to this version only. */
  version: recordVersionSchema,
});
export type FinishElearningReply = z.infer<typeof finishElearningReplySchema>;

/** One step of a form's history (`sim/get_form_history`): who did what, when, with which file and its SHA-256. */
export type SimFormHistoryItem = WorkflowHistoryItem;

/** `sim/get_form_history`: the form's session and seat, the stage-2 assessment, every step, and the actions open to the caller. */
export const simFormHistoryReplySchema = z.object({
  form_id: z.number(),
  sim_id: z.number(),
  pilot_order: z.enum(SimPilotOrder),
  assessed_fail: z.boolean(),
  history: z.array(workflowHistoryItemSchema),
  actions: z.array(z.string()),
});
export type SimFormHistoryReply = z.infer<typeof simFormHistoryReplySchema>;
