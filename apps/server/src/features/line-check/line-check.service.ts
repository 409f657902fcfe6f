import { lineCheckSchema } from "@trms/shared";
import { bindCall } from "../../lib/bind-call";
import type { TrainingFileRecords } from "../../lib/training-file-records";
import { createLineCheck } from "./calls/create";
import { deleteLineCheck } from "./calls/delete";
import { getLineCheck } from "./calls/get";
import { latestLineCheck } from "./calls/latest";
import { listLineChecks } from "./calls/list";
import { mayReadLineCheckFile } from "./calls/may-read-file";
import { readLineCheckDocuments } from "./calls/read-documents";
import { setLineCheckDownloadedFlag } from "./calls/set-downloaded-flag";
import { setLineCheckStatus } from "./calls/set-status";
import { lineCheckStatus } from "./calls/status";
import { submitLineCheckForm } from "./calls/submit-form";
import { updateLineCheck } from "./calls/update";
import { lineCheckContext } from "./line-check.context";

/** The feature's calls, one function per call in `calls/` (issue 26 item 6), bound to one set of dependencies. */
export function lineCheckService(deps: Parameters<typeof lineCheckContext>[0]) {
  const ctx = lineCheckContext(deps);
  return {
    list: bindCall(ctx, listLineChecks),
    create: bindCall(ctx, createLineCheck),
    update: bindCall(ctx, updateLineCheck),
    get: bindCall(ctx, getLineCheck),
    delete: bindCall(ctx, deleteLineCheck),
    submitForm: bindCall(ctx, submitLineCheckForm),
    setStatus: bindCall(ctx, setLineCheckStatus),
    status: bindCall(ctx, lineCheckStatus),
    setDownloadedFlag: bindCall(ctx, setLineCheckDownloadedFlag),
    readDocuments: bindCall(ctx, readLineCheckDocuments),
    latest: bindCall(ctx, latestLineCheck),
    mayReadFile: bindCall(ctx, mayReadLineCheckFile),
    repo: ctx.repo,
    /**
     * The pilot's line checks in their whole file (ADR 1150): each as the detail call replies it,
     * without the actions the caller may take on it, dated by its day at the airline.
     */
    trainingFileRecords: {
      kind: "line_check",
      schema: lineCheckSchema,
      async page(pilot, selection) {
        const checks = await ctx.repo.ofPilot(pilot.crewCode, selection);
        return checks.map((check) => ({
          id: check.id,
          day: check.line_check_date.slice(0, 10),
          reply: check,
        }));
      },
    } satisfies TrainingFileRecords,
  };
}
export type LineCheckService = ReturnType<typeof lineCheckService>;
