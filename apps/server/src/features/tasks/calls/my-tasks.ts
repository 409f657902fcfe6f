import {
  type CaavFormStatus,
  isPilotArea,
  type LineCheckStatus,
  lineCheckWaitingStage,
  MY_TASK_KINDS,
  type MyTaskGroup,
  type MyTaskItem,
  type MyTaskKind,
  type MyTasksReply,
  type SimFormStatus,
  type SimPilotOrder,
  simFormWaitingStage,
} from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { type LineCheckTaskRow, myTasksRows, type TaskPage } from "../tasks.repository";

const item = (kind: MyTaskKind, id: number, fields: Partial<MyTaskItem>): MyTaskItem => ({
  kind,
  id,
  record_kind: null,
  stage: null,
  sim_id: null,
  date: null,
  date_time: null,
  pilot_crew_code: null,
  pilot_name: null,
  instructor_name: null,
  line_training_type: null,
  ...fields,
});

const lineCheckRecord = (row: LineCheckTaskRow) => ({
  pilot_crew_code: row.pilot_crew_code,
  instructor_crew_code: row.instructor_crew_code,
  line_check_status: row.line_check_status as LineCheckStatus,
  has_second_submit: false,
  linecheck_document_completion: row.linecheck_document_completion,
});

const lineCheckItem = (kind: MyTaskKind, row: LineCheckTaskRow, stage: number | null) =>
  item(kind, row.id, {
    stage,
    date_time: row.line_check_date,
    pilot_crew_code: row.pilot_crew_code,
    pilot_name: row.pilot_name,
    instructor_name: row.instructor_name,
  });

/**
 * `tasks/get_my_tasks`: what waits on the signed-in pilot or instructor now, each kind counted
 * with its first items. Accounts outside the pilot area have no tasks here.
 */
export async function myTasks({ app, actor }: CallArgs<unknown>): Promise<MyTasksReply> {
  const groups = new Map<MyTaskKind, TaskPage<MyTaskItem>>();
  if (isPilotArea(actor)) {
    // Every kind in one statement, one connection and one round trip.
    const {
      simForms,
      lineCheckForms: lineChecks,
      lineTrainingForms: lineTrainings,
      approvals,
      lineCheckReading: reading,
      elearning,
    } = await myTasksRows(app.database.db, actor);
    groups.set("sim_form", {
      total: simForms.total,
      rows: simForms.rows.map((row) =>
        item("sim_form", row.id, {
          // The table names the stage of the caller's turn on this very form.
          stage: simFormWaitingStage(actor, {
            first_pilot_crew_code: row.first_pilot_crew_code,
            second_pilot_crew_code: row.second_pilot_crew_code,
            sima_instructor_crew_code: row.sima_instructor_crew_code,
            simb_instructor_crew_code: row.simb_instructor_crew_code,
            pilot_order: row.pilot_order as SimPilotOrder,
            form_status: row.form_status as SimFormStatus,
            caav_form_status: row.caav_form_status as CaavFormStatus,
            elearning_completion: row.elearning_completion,
            has_first_submit: row.has_first_submit,
            has_third_submit: row.has_third_submit,
          }),
          sim_id: row.sim_id,
          date_time: row.sessiona_date_time,
          pilot_crew_code: row.pilot_crew_code,
          pilot_name: row.pilot_name,
        }),
      ),
    });
    groups.set("line_check_form", {
      total: lineChecks.total,
      rows: lineChecks.rows.map((row) =>
        lineCheckItem("line_check_form", row, lineCheckWaitingStage(actor, lineCheckRecord(row))),
      ),
    });
    groups.set("line_training_form", {
      total: lineTrainings.total,
      rows: lineTrainings.rows.map((row) =>
        item("line_training_form", row.id, {
          stage: 1,
          date: row.start_date,
          pilot_crew_code: row.pilot_crew_code,
          pilot_name: row.pilot_name,
          line_training_type: row.line_training_type,
        }),
      ),
    });
    groups.set("training_record_approval", {
      total: approvals.total,
      rows: approvals.rows.map((row) =>
        item("training_record_approval", row.id, {
          record_kind: row.record_kind,
          date: row.date,
          pilot_crew_code: actor.crew_code,
          pilot_name: actor.full_name,
          instructor_name: row.instructor_name,
        }),
      ),
    });
    groups.set("line_check_reading", {
      total: reading.total,
      rows: reading.rows.map((row) => lineCheckItem("line_check_reading", row, null)),
    });
    groups.set("elearning", {
      total: elearning.total,
      rows: elearning.rows.map((row) =>
        item("elearning", row.id, {
          sim_id: row.sim_id,
          date_time: row.sessiona_date_time,
          pilot_crew_code: row.pilot_crew_code,
          pilot_name: row.pilot_name,
        }),
      ),
    });
  }
  const tasks: MyTaskGroup[] = MY_TASK_KINDS.map((kind) => ({
    kind,
    total: groups.get(kind)?.total ?? 0,
    items: groups.get(kind)?.rows ?? [],
  }));
  return { tasks, total: tasks.reduce((sum, group) => sum + group.total, 0) };
}
