import type { Language, SessionUser } from "@trms/shared";
import { airlineToday } from "../../lib/airline-time";
import type { AppDeps } from "../../lib/app-deps";
import { pdfIssuer } from "../../lib/pdf/issue";
import type { TrainingFileRecords } from "../../lib/training-file-records";
import type { ReadablePilot } from "./training-file.access";
import { trainingFilePdf } from "./training-file.pdf";
import {
  type FileAuditRow,
  type FileCursor,
  trainingFileAuditOf,
  trainingFileBatch,
  trainingFilePage,
  trainingFileValidities,
} from "./training-file.repository";

/** Records read, with their audit rows, per round trip while the PDF is written. */
export const RECORDS_PER_BATCH = 1000;

/**
 * The audit rows as this pilot's own file may hold them: a record that also names other pilots
 * keeps only this pilot's line (ADR 1151), as its reader says.
 */
function ownTrails(
  records: readonly TrainingFileRecords[],
  trails: Map<string, FileAuditRow[]>,
  pilot: ReadablePilot,
) {
  for (const reader of records) {
    const own = reader.ownChanges;
    if (!own) continue;
    for (const [key, rows] of trails)
      if (key.startsWith(`${reader.kind}:`))
        trails.set(
          key,
          rows.map((row) => ({ ...row, changes: own(row.changes, pilot) })),
        );
  }
  return trails;
}

/** The signed training file PDF of a readable pilot. */
export async function signedTrainingFile(
  app: AppDeps,
  actor: SessionUser,
  pilot: ReadablePilot,
  language: Language,
  now: Date,
) {
  const db = app.database.db;
  const today = airlineToday(now);
  const validities = await trainingFileValidities(db, pilot.id, today);
  const { total } = await trainingFilePage(db, pilot, {
    pilot_id: pilot.id,
    page_number: 1,
    page_count: 1,
    order: "+",
  });
  const subject = `${pilot.fullName} (${pilot.crewCode})`;
  const bytes = await pdfIssuer({ db, config: app.config }).issue(
    { kind: "training_file", subject, pilotId: pilot.id, actor, language },
    async (stamp) => {
      const pdf = await trainingFilePdf({
        language,
        identity: pilot,
        today,
        exportedAt: now,
        exportedBy: actor.full_name,
        stamp,
      });
      pdf.cover(validities, total);
      /** A batch of records after the cursor with their audit rows (one statement each). */
      const read = async (after: FileCursor | null) => {
        const batch = await trainingFileBatch(db, pilot, after, RECORDS_PER_BATCH);
        return {
          ...batch,
          trails: ownTrails(app.trainingFileRecords, await trainingFileAuditOf(db, batch.items), pilot),
        };
      };
      return (async function* () {
        const cover = pdf.take();
        if (cover) yield cover;
        let next: ReturnType<typeof read> | null = read(null);
        try {
          while (next) {
            const batch: Awaited<ReturnType<typeof read>> = await next;
            // The next batch is read while this one is written (PostgreSQL works meanwhile).
            next = batch.next ? read(batch.next) : null;
            for (const item of batch.items)
              pdf.record(item, batch.trails.get(`${item.kind}:${item.id}`) ?? []);
            const written = pdf.take();
            if (written) yield written;
          }
        } finally {
          // A reader that stopped early leaves no read to fail unobserved.
          next?.catch(() => {});
        }
        const rest = await pdf.end();
        if (rest) yield rest;
      })();
    },
  );
  return bytes;
}
