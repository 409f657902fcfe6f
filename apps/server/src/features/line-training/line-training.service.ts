import { lineTrainingFileRecordSchema } from "@trms/shared";
import { bindCall } from "../../lib/bind-call";
import type { TrainingFileRecords } from "../../lib/training-file-records";
import { cleanUpLineTraining } from "./calls/clean-up";
import { createLineTraining } from "./calls/create";
import { getLineTraining } from "./calls/get";
import { latestLineTrainingSubmission } from "./calls/latest-submission";
import { listLineTrainings } from "./calls/list";
import { mayReadLineTrainingFile } from "./calls/may-read-file";
import { lineTrainingContext } from "./line-training.context";

/** The feature's calls: those of every staged form, from its declaration, and its own in `calls/`. */
export function lineTrainingService(deps: Parameters<typeof lineTrainingContext>[0]) {
  const ctx = lineTrainingContext(deps);
  return {
    /** The calls every staged form answers (submit, set status, the submission history). */
    form: ctx.form,
    list: bindCall(ctx, listLineTrainings),
    byId: bindCall(ctx, getLineTraining),
    create: bindCall(ctx, createLineTraining),
    latestSubmission: bindCall(ctx, latestLineTrainingSubmission),
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
