import { z } from "zod";
import type { TrainingRecordKind } from "../training-record/constants";
import type { MyTaskKind } from "./constants";

/** `tasks/get_my_tasks` takes no filters: the caller is the subject. */
export const myTasksRequestSchema = z.strictObject({}).optional();

/** One thing waiting on the caller, with what the web needs to open its action. */
export interface MyTaskItem {
  kind: MyTaskKind;
  /** The record the action is on: SIM form, line check, line training or training record id. */
  id: number;
  /** The kind of training record to approve; null for the other kinds. */
  record_kind: TrainingRecordKind | null;
  /** The upload stage waiting on the caller (SIM form 1–3, line check 1–2, line training 1); else null. */
  stage: number | null;
  /** The SIM session of a SIM form or e-learning task; else null. */
  sim_id: number | null;
  /** The record's day (training records, line training start), YYYY-MM-DD; else null. */
  date: string | null;
  /** The session A time of a SIM form, or the line check's time, ISO 8601; else null. */
  date_time: string | null;
  /** Whose record it is (the trainee, the form's pilot). */
  pilot_crew_code: string | null;
  pilot_name: string | null;
  /** The instructor who wrote the training record, or checks the line check. */
  instructor_name: string | null;
  /** The line training's type (1 FOT … 6 Requalification); else null. */
  line_training_type: number | null;
}

/** The tasks of one kind: how many wait, and the first of them. */
export interface MyTaskGroup {
  kind: MyTaskKind;
  total: number;
  items: MyTaskItem[];
}

/** `tasks/get_my_tasks`: every kind in `MY_TASK_KINDS` order, empty ones included, and the sum. */
export interface MyTasksReply {
  tasks: MyTaskGroup[];
  total: number;
}
