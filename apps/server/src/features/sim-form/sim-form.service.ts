import { bindCall } from "../../lib/bind-call";
import { elearningClue } from "./calls/elearning-clue";
import { finishElearning } from "./calls/finish-elearning";
import { simFormHistory } from "./calls/history";
import { mayReadSimFormFile } from "./calls/may-read-file";
import { rejectSimForm } from "./calls/reject";
import { setCaavFormStatus } from "./calls/set-caav-status";
import { setSimFormDownloadedFlag } from "./calls/set-downloaded-flag";
import { setSimFormStatus } from "./calls/set-status";
import { submitCaavForm } from "./calls/submit-caav";
import { submitSimForm } from "./calls/submit-form";
import { simFormContext } from "./sim-form.context";

/** The feature's calls, one function per call in `calls/` (issue 26 item 6), bound to one set of dependencies. */
export function simFormService(deps: Parameters<typeof simFormContext>[0]) {
  const ctx = simFormContext(deps);
  return {
    submitForm: bindCall(ctx, submitSimForm),
    reject: bindCall(ctx, rejectSimForm),
    setStatus: bindCall(ctx, setSimFormStatus),
    setDownloadedFlag: bindCall(ctx, setSimFormDownloadedFlag),
    submitCaav: bindCall(ctx, submitCaavForm),
    setCaavStatus: bindCall(ctx, setCaavFormStatus),
    elearningClue: bindCall(ctx, elearningClue),
    finishElearning: bindCall(ctx, finishElearning),
    history: bindCall(ctx, simFormHistory),
    mayReadFormFile: bindCall(ctx, mayReadSimFormFile),
  };
}
export type SimFormService = ReturnType<typeof simFormService>;
