import { simScheduleEntrySchema, uploadSimScheduleSchema } from "@trms/shared";
import { z } from "zod";
import { storedFileRoutes } from "../../lib/files/files.routes";
import type { FileRule } from "../../lib/files/upload";
import { jsonCall, type Route, uploadCall } from "../../lib/routes";
import { listSimSchedules } from "./calls/list";
import { uploadSimSchedule } from "./calls/upload";
import { isCurrentSimScheduleFile, SIM_SCHEDULE_FILE_BASE } from "./sim-schedule.repository";

const tags = ["sim-schedule"];
const nothing = z.strictObject({}).nullish();
/** Every month's schedule, newest first (the upload answers the list as it is after it). */
const scheduleReply = z.array(simScheduleEntrySchema);

const SCHEDULE_FILE: Record<string, FileRule> = {
  sim_file: {
    accept: ["xlsx"],
    required: true,
    folder: "sim_schedule",
    requiredMessage: "sim_schedule_month_and_file_required",
    wrongTypeMessage: "sim_schedule_file_not_xlsx",
  },
};

export const simScheduleRoutes: readonly Route[] = [
  jsonCall({
    path: "/sim/get_sim_schedule",
    access: "sim_schedule.view",
    summary: "Every month's SIM schedule: sim_month and sim_file, newest first",
    tags,
    body: nothing,
    reply: scheduleReply,
    call: listSimSchedules,
  }),
  uploadCall({
    path: "/sim/upload_sim_list",
    access: "sim_schedule.upload",
    summary: "Upload a month's SIM schedule (multipart sim_month, sim_file .xlsx); a month again replaces it",
    tags,
    body: uploadSimScheduleSchema,
    files: SCHEDULE_FILE,
    reply: scheduleReply,
    call: uploadSimSchedule,
  }),
  // The schedule is the whole airline's timetable: every signed-in account reads the current files.
  ...storedFileRoutes({
    base: SIM_SCHEDULE_FILE_BASE,
    access: ({ database }) => ({ sim_schedule: (_user, key) => isCurrentSimScheduleFile(database.db, key) }),
  }),
];
