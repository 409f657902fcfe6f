import { type Language, type SessionUser, trainingFileName } from "@trms/shared";
import { airlineToday } from "../../../lib/airline-time";
import type { AppDeps } from "../../../lib/app-deps";
import { readablePilot } from "../training-file.access";
import { signedTrainingFile } from "../training-file.signed";

/** Whose training file, for whom, in which language. */
export interface TrainingFileDownloadArgs {
  app: AppDeps;
  actor: SessionUser;
  pilotId: number;
  language: Language;
}

/**
 * The training file as PDF bytes in order, and its name. The pilot, validities and count are
 * read before it returns (a failure there is still an error reply); the records are then read
 * a batch at a time, with their audit rows in one statement per batch, as the caller consumes.
 */
export async function downloadTrainingFile({ app, actor, pilotId, language }: TrainingFileDownloadArgs) {
  const pilot = await readablePilot(app.database.db, actor, pilotId);
  const now = new Date();
  return {
    bytes: await signedTrainingFile(app, actor, pilot, language, now),
    name: trainingFileName(pilot.crewCode, airlineToday(now)),
  };
}
