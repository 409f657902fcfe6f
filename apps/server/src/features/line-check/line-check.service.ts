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
import { updateLineCheck } from "./calls/update";
import { lineCheckContext } from "./line-check.context";

/** The feature's calls: those of every staged form, from its declaration, and its own in `calls/`. */
export function lineCheckService(deps: Parameters<typeof lineCheckContext>[0]) {
  const ctx = lineCheckContext(deps);
  return {
    /** The calls every staged form answers (submit, set status, history, the downloaded flag). */
    form: ctx.form,
    list: bindCall(ctx, listLineChecks),
    create: bindCall(ctx, createLineCheck),
    update: bindCall(ctx, updateLineCheck),
    get: bindCall(ctx, getLineCheck),
    delete: bindCall(ctx, deleteLineCheck),
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
