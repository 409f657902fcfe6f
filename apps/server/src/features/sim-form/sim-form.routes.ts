import {
  elearningClueReplySchema,
  finishElearningReplySchema,
  finishElearningSchema,
  okReply,
  rejectSimFormSchema,
  setCaavStatusReplySchema,
  setCaavStatusSchema,
  simFormIdSchema,
  simFormStatusReplySchema,
  submitCaavFormReplySchema,
  submitCaavFormSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { validation } from "../../lib/errors";
import type { FileStore } from "../../lib/files/file-store";
import { type StoredFile, uploadForm, withUpload } from "../../lib/files/upload";
import { registerStagedFormRoutes } from "../../lib/staged-form-routes";
import { certificateFileRule, reportFileRule, statusFileRule } from "../../lib/workflow-files";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { SIM_FORM_FOLDER, simForm } from "./sim-form.form";
import type { SimFormService } from "./sim-form.service";

export { SIM_FORM_FOLDER };

const REPORT = reportFileRule(SIM_FORM_FOLDER);
const STATUS_FILE = statusFileRule(SIM_FORM_FOLDER);
const CLUE = certificateFileRule(SIM_FORM_FOLDER, "clue_file");
/** The one file of a part the rules require (the reader has already refused a request without it). */
function required(files: Record<string, StoredFile[]>, field: string): StoredFile {
  const file = files[field]?.[0];
  if (!file) throw validation(field, "file_required");
  return file;
}

const multipart = { tags: ["sim"], consumes: ["multipart/form-data"] };

/**
 * The SIM form workflow calls of part2 §7: those of every staged form, from its declaration, and
 * its own (reject, the CAAV form, e-learning). Each guard runs before the body is read; the
 * transition tables then decide on the form, and an upload of a refused call is removed again.
 */
export const simFormRoutes: FastifyPluginAsyncZod<{ service: SimFormService; store: FileStore }> = async (
  app,
  { service, store },
) => {
  registerStagedFormRoutes(app, simForm, service.form, store);

  app.post(
    "/sim/reject_form",
    {
      schema: {
        ...multipart,
        response: { 200: okReply(simFormStatusReplySchema) },
        summary: "Reject a pilot's stage-1 upload with a reason (and a status_file)",
      },
      config: { access: "sim_form.reject", upload: uploadForm(rejectSimFormSchema, STATUS_FILE) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, rejectSimFormSchema, STATUS_FILE, (body, files) =>
          service.reject(currentUser(request), body, files.status_file?.[0]),
        ),
      ),
  );

  app.post(
    "/sim/submit_caav_form",
    {
      schema: {
        ...multipart,
        response: { 200: okReply(submitCaavFormReplySchema) },
        summary: "Upload the CAAV form (submitted_report, a PDF)",
      },
      config: { access: "sim_form.submit_caav", upload: uploadForm(submitCaavFormSchema, REPORT) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, submitCaavFormSchema, REPORT, (body, files) =>
          service.submitCaav(currentUser(request), body, required(files, "submitted_report")),
        ),
      ),
  );

  app.post(
    "/sim/set_caav_status",
    {
      schema: {
        ...multipart,
        response: { 200: okReply(setCaavStatusReplySchema) },
        summary: "Set a CAAV form's status with a reason and status_file",
      },
      config: { access: "sim_form.set_caav_status", upload: uploadForm(setCaavStatusSchema, STATUS_FILE) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, setCaavStatusSchema, STATUS_FILE, (body, files) =>
          service.setCaavStatus(currentUser(request), body, files.status_file?.[0]),
        ),
      ),
  );

  app.post(
    "/sim/get_elearning_clue",
    {
      schema: {
        body: simFormIdSchema,
        tags: ["sim"],
        response: { 200: okReply(elearningClueReplySchema) },
        summary: "The e-learning certificate of a form",
      },
      config: { access: "sim_form.view" },
    },
    async (request) => ok(await service.elearningClue(currentUser(request), request.body.form_id)),
  );

  app.post(
    "/sim/finish_elearning",
    {
      schema: {
        ...multipart,
        response: { 200: okReply(finishElearningReplySchema) },
        summary: "Finish e-learning with the certificate clue_file (an image or a PDF)",
      },
      config: { access: "sim_form.finish_elearning", upload: uploadForm(finishElearningSchema, CLUE) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, finishElearningSchema, CLUE, (body, files) =>
          service.finishElearning(currentUser(request), body, required(files, "clue_file")),
        ),
      ),
  );
};
