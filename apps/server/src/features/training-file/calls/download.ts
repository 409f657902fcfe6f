import { Readable } from "node:stream";
import { type TrainingFileDownloadQuery, trainingFileName } from "@trms/shared";
import { airlineToday } from "../../../lib/airline-time";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { readablePilot } from "../training-file.access";
import { signedTrainingFile } from "../training-file.signed";

/**
 * The training file as PDF bytes in order, and its name. The pilot, validities and count are
 * read before it returns (a failure there is still an error reply); the records are then read
 * a batch at a time, with their audit rows in one statement per batch, as the caller consumes.
 */
export async function downloadTrainingFile({
  app,
  actor,
  body,
  language,
}: DownloadArgs<TrainingFileDownloadQuery>): Promise<Download> {
  const pilot = await readablePilot(app.database.db, actor, body.pilot_id);
  const now = new Date();
  return {
    body: Readable.from([await signedTrainingFile(app, actor, pilot, language, now)]),
    name: trainingFileName(pilot.crewCode, airlineToday(now)),
  };
}
