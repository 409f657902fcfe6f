import { pilotArchiveName, type TrainingFileDownloadQuery } from "@trms/shared";
import { airlineToday } from "../../../lib/airline-time";
import { pdfIssuer } from "../../../lib/pdf/issue";
import type { Download, DownloadArgs } from "../../../lib/routes";
import { readablePilot } from "../training-file.access";
import { signedTrainingFile } from "../training-file.signed";

/**
 * The pilot's whole file as a ZIP stream, for those who may read the
 * training file: records as JSON with their history, their files, the signed training file
 * and the signed manifest. The pilot is checked before it returns.
 */
export async function trainingFileArchive({
  app,
  actor,
  body,
  language,
}: DownloadArgs<TrainingFileDownloadQuery>): Promise<Download> {
  const db = app.database.db;
  const pilot = await readablePilot(db, actor, body.pilot_id);
  const now = new Date();
  // The archive module and its ZIP writer load with the first archive, not with the server.
  const { pilotArchive } = await import("../training-file.archive");
  const stream = pilotArchive(
    {
      db,
      store: app.fileStore,
      issuer: pdfIssuer({ db, config: app.config }),
      records: app.trainingFileRecords,
    },
    {
      actor,
      pilot,
      language,
      now,
      trainingFilePdf: () => signedTrainingFile(app, actor, pilot, language, now),
    },
  );
  return { body: stream, name: pilotArchiveName(pilot.crewCode, airlineToday(now)) };
}
