import {
  elearningClueReplySchema,
  finishElearningReplySchema,
  finishElearningSchema,
  rejectSimFormSchema,
  setCaavStatusReplySchema,
  setCaavStatusSchema,
  simFormIdSchema,
  simFormStatusReplySchema,
  submitCaavFormReplySchema,
  submitCaavFormSchema,
} from "@trms/shared";
import { jsonCall, type Route, uploadCall } from "../../lib/routes";
import { stagedFormRoutes } from "../../lib/staged-form-routes";
import { certificateFileRule, reportFileRule, statusFileRule } from "../../lib/workflow-files";
import { elearningClue } from "./calls/elearning-clue";
import { finishElearning } from "./calls/finish-elearning";
import { rejectSimForm } from "./calls/reject";
import { setCaavFormStatus } from "./calls/set-caav-status";
import { submitCaavForm } from "./calls/submit-caav";
import { SIM_FORM_FOLDER, simForm } from "./sim-form.form";

const tags = ["sim"];

/**
 * The SIM form workflow calls of part2 §7: those of every staged form, from its declaration, and
 * its own (reject, the CAAV form, e-learning). Each guard runs before the body is read; the
 * transition tables then decide on the form, and an upload of a refused call is removed again.
 */
export const simFormRoutes: readonly Route[] = [
  ...stagedFormRoutes(simForm),
  uploadCall({
    path: "/sim/reject_form",
    access: "sim_form.reject",
    summary: "Reject a pilot's stage-1 upload with a reason (and a status_file)",
    tags,
    body: rejectSimFormSchema,
    files: statusFileRule(SIM_FORM_FOLDER),
    reply: simFormStatusReplySchema,
    ifMatch: true,
    call: rejectSimForm,
  }),
  uploadCall({
    path: "/sim/submit_caav_form",
    access: "sim_form.submit_caav",
    summary: "Upload the CAAV form (submitted_report, a PDF)",
    tags,
    body: submitCaavFormSchema,
    files: reportFileRule(SIM_FORM_FOLDER),
    reply: submitCaavFormReplySchema,
    ifMatch: true,
    call: submitCaavForm,
  }),
  uploadCall({
    path: "/sim/set_caav_status",
    access: "sim_form.set_caav_status",
    summary: "Set a CAAV form's status with a reason and status_file",
    tags,
    body: setCaavStatusSchema,
    files: statusFileRule(SIM_FORM_FOLDER),
    reply: setCaavStatusReplySchema,
    ifMatch: true,
    call: setCaavFormStatus,
  }),
  jsonCall({
    path: "/sim/get_elearning_clue",
    access: "sim_form.view",
    summary: "The e-learning certificate of a form",
    tags,
    body: simFormIdSchema,
    reply: elearningClueReplySchema,
    call: elearningClue,
  }),
  uploadCall({
    path: "/sim/finish_elearning",
    access: "sim_form.finish_elearning",
    summary: "Finish e-learning with the certificate clue_file (an image or a PDF)",
    tags,
    body: finishElearningSchema,
    files: certificateFileRule(SIM_FORM_FOLDER, "clue_file"),
    reply: finishElearningReplySchema,
    ifMatch: true,
    call: finishElearning,
  }),
];
