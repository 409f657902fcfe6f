import { z } from "zod";
import { dateText, dateTimeText } from "../api/replies";
import { TRAINING_RECORD_KINDS } from "../training-record/constants";
import { MY_TASK_KINDS } from "./constants";

/** `tasks/get_my_tasks` takes no filters: the caller is the subject. */
export const myTasksRequestSchema = z.strictObject({}).optional();

/** One thing waiting on the caller, with what the web needs to open its action. */
export const myTaskItemSchema = z.object({
  kind: z.enum(MY_TASK_KINDS),
  /** The record the action is on: SIM form, line check, line training or training record id. */
  id: z.number(),
  /** The kind of training record to approve; null for the other kinds. */
  record_kind: z.enum(TRAINING_RECORD_KINDS).nullable(),
  /** The upload stage waiting on the caller (SIM form 1–3, line check 1–2, line training 1); else null. */
  stage: z.number().nullable(),
  /** The SIM session of a SIM form or e-learning task; else null. */
  sim_id: z.number().nullable(),
  /** The record's day (training records, line training start), YYYY-MM-DD; else null. */
  date: dateText.nullable(),
  /** The session A time of a SIM form, or the line check's time, ISO 8601; else null. */
  date_time: dateTimeText.nullable(),
  /** Whose record it is (the trainee, the form's pilot). */
  pilot_crew_code: z.string().nullable(),
  pilot_name: z.string().nullable(),
  /** The instructor who wrote the training record, or checks the line check. */
  instructor_name: z.string().nullable(),
  /** The line training's type (1 FOT … 6 Requalification); else null. */
  line_training_type: z.number().nullable(),
});
export type MyTaskItem = z.infer<typeof myTaskItemSchema>;

/** The tasks of one kind: how many wait, and the first of them. */
export const myTaskGroupSchema = z.object({
  kind: z.enum(MY_TASK_KINDS),
  total: z.number(),
  items: z.array(myTaskItemSchema),
});
export type MyTaskGroup = z.infer<typeof myTaskGroupSchema>;

/** `tasks/get_my_tasks`: every kind in `MY_TASK_KINDS` order, empty ones included, and the sum. */
export const myTasksReplySchema = z.object({ tasks: z.array(myTaskGroupSchema), total: z.number() });
export type MyTasksReply = z.infer<typeof myTasksReplySchema>;
