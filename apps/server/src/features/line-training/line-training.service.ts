import { lineTrainingFileRecordSchema } from "@trms/shared";
import { bindCall } from "../../lib/bind-call";
import type { TrainingFileRecords } from "../../lib/training-file-records";
import { cleanUpLineTraining } from "./calls/clean-up";
import { createLineTraining } from "./calls/create";
import { getLineTraining } from "./calls/get";
import { latestLineTrainingSubmission } from "./calls/latest-submission";
import { listLineTrainings } from "./calls/list";
import { mayReadLineTrainingFile } from "./calls/may-read-file";
import { setLineTrainingStatus } from "./calls/set-status";
import { lineTrainingSubmissions } from "./calls/submissions";
import { submitLineTrainingForm } from "./calls/submit-form";
import { lineTrainingContext } from "./line-training.context";

/** The feature's calls, one function per call in `calls/` (issue 26 item 6), bound to one set of dependencies. */
export function lineTrainingService(deps: Parameters<typeof lineTrainingContext>[0]) {
  const ctx = lineTrainingContext(deps);
  return {
    list: bindCall(ctx, listLineTrainings),
    byId: bindCall(ctx, getLineTraining),
    create: bindCall(ctx, createLineTraining),
    submitForm: bindCall(ctx, submitLineTrainingForm),
    submissions: bindCall(ctx, lineTrainingSubmissions),
    latestSubmission: bindCall(ctx, latestLineTrainingSubmission),
    setStatus: bindCall(ctx, setLineTrainingStatus),
    cleanUp: bindCall(ctx, cleanUpLineTraining),
    mayReadFile: bindCall(ctx, mayReadLineTrainingFile),
    /** The pilot's line trainings in their whole file, with their submissions (ADR 1150). */
    trainingFileRecords: {
      kind: "line_training",
      schema: lineTrainingFileRecordSchema,
      async page(pilot, selection) {
        const trainings = await ctx.repo.ofPilot(pilot.crewCode, selection);
        return trainings.map((training) => ({ id: training.id, day: training.start_date, reply: training }));
      },
    } satisfies TrainingFileRecords,
  };
}
export type LineTrainingService = ReturnType<typeof lineTrainingService>;
