import { bindCall } from "../../lib/bind-call";
import { elearningClue } from "./calls/elearning-clue";
import { finishElearning } from "./calls/finish-elearning";
import { mayReadSimFormFile } from "./calls/may-read-file";
import { rejectSimForm } from "./calls/reject";
import { setCaavFormStatus } from "./calls/set-caav-status";
import { submitCaavForm } from "./calls/submit-caav";
import { simFormContext } from "./sim-form.context";

/**
 * The feature's calls: those every staged form answers (`form`: submit, set status, history, the
 * downloaded flag), made from its declaration, and its own, one function per call in `calls/`.
 */
export function simFormService(deps: Parameters<typeof simFormContext>[0]) {
  const ctx = simFormContext(deps);
  return {
    form: ctx.form,
    reject: bindCall(ctx, rejectSimForm),
    submitCaav: bindCall(ctx, submitCaavForm),
    setCaavStatus: bindCall(ctx, setCaavFormStatus),
    elearningClue: bindCall(ctx, elearningClue),
    finishElearning: bindCall(ctx, finishElearning),
    mayReadFormFile: bindCall(ctx, mayReadSimFormFile),
  };
}
export type SimFormService = ReturnType<typeof simFormService>;
