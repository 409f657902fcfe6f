import type { SimScheduleEntry } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { simScheduleList } from "../sim-schedule.repository";

/** `sim/get_sim_schedule`: every month's schedule, newest first. */
export function listSimSchedules({ app }: CallArgs<unknown>): Promise<SimScheduleEntry[]> {
  return simScheduleList(app.database.db);
}
