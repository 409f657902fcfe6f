import { okReply, simScheduleEntrySchema, uploadSimScheduleSchema } from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStore } from "../../lib/files/file-store";
import { type FileRule, type StoredFile, uploadForm, withUpload } from "../../lib/files/upload";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { SimScheduleService } from "./sim-schedule.service";

const tags = ["sim-schedule"];
const nothing = z.strictObject({}).nullish();
/** Every month's schedule, newest first (the upload answers the list as it is after it). */
const scheduleReply = { 200: okReply(z.array(simScheduleEntrySchema)) };

const SCHEDULE_FILE: Record<string, FileRule> = {
  sim_file: {
    accept: ["xlsx"],
    required: true,
    folder: "sim_schedule",
    requiredMessage: "sim_schedule_month_and_file_required",
    wrongTypeMessage: "sim_schedule_file_not_xlsx",
  },
};

export const simScheduleRoutes: FastifyPluginAsyncZod<{
  service: SimScheduleService;
  store: FileStore;
}> = async (app, { service, store }) => {
  app.post(
    "/sim/get_sim_schedule",
    {
      schema: {
        body: nothing,
        tags,
        response: scheduleReply,
        summary: "Every month's SIM schedule: sim_month and sim_file, newest first",
      },
      config: { access: "sim_schedule.view" },
    },
    async () => ok(await service.list()),
  );

  app.post(
    "/sim/upload_sim_list",
    {
      schema: {
        tags,
        response: scheduleReply,
        consumes: ["multipart/form-data"],
        summary:
          "Upload a month's SIM schedule (multipart sim_month, sim_file .xlsx); a month again replaces it",
      },
      config: { access: "sim_schedule.upload", upload: uploadForm(uploadSimScheduleSchema, SCHEDULE_FILE) },
    },
    async (request) => {
      await withUpload(request, store, uploadSimScheduleSchema, SCHEDULE_FILE, (body, files) =>
        // The rule requires the file, so the upload has refused the request if it is missing.
        service.upload(currentUser(request), body, files.sim_file?.[0] as StoredFile),
      );
      return ok(await service.list());
    },
  );
};
