import { type SessionUser, TRAINING_FILE_AUDIT_ENTITIES, type TrainingFileFileInput } from "@trms/shared";
import type { AppDeps } from "../../../lib/app-deps";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { notFound } from "../../../lib/errors";
import { readablePilot } from "../training-file.access";
import { recordFiles } from "../training-file.records";

export interface TrainingFileFileArgs {
  app: AppDeps;
  actor: SessionUser;
  query: TrainingFileFileInput;
  /** The stored key the address names, or null when it names none. */
  key: string | null;
}

/**
 * One stored file of one of the pilot's records, for those who read the pilot's training file:
 * only a file that record names, else it reads as missing. Its read is audited as a
 * download of the record, as the files route does.
 */
export async function trainingFileFile({ app, actor, query, key }: TrainingFileFileArgs) {
  const db = app.database.db;
  const pilot = await readablePilot(db, actor, query.pilot_id);
  const files = await recordFiles(db, app.trainingFileRecords, pilot, [{ kind: query.kind, id: query.id }]);
  if (!key || !files.get(`${query.kind}:${query.id}`)?.has(key)) throw notFound();
  const stream = await app.fileStore.get(key);
  if (!stream) throw notFound();
  await auditRepository(db).record({
    entity: TRAINING_FILE_AUDIT_ENTITIES[query.kind][0],
    entityId: query.id,
    action: "download",
    actorId: actor.id,
    changes: { file: key },
  });
  return stream;
}
