import { can, type TrainingFlightDetail } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { importedOf } from "../../../lib/imported";
import type { CallArgs } from "../../../lib/routes";
import { visibleTrainingFlight } from "../training-flight.access";
import { toDetail, trainingFlightSectorsOf } from "../training-flight.repository";
import { ENTITY, names } from "../training-flight.rules";

/** One training flight with its sectors, the import it came from if any, and for administrators its history. */
export async function trainingFlightDetail({ app, actor, body }: CallArgs<{ id: number }>) {
  const db = app.database.db;
  const { record, pilot } = await visibleTrainingFlight(db, actor, body.id);
  const detail: TrainingFlightDetail = {
    ...toDetail(record, await trainingFlightSectorsOf(db, body.id), names(pilot)),
    ...(await importedOf(db, record.importBatchId)),
  };
  // The history is for administrators: who changed what, before and after approval.
  if (can(actor, "training_flight.history"))
    detail.history = await auditRepository(db).history(ENTITY, body.id);
  return detail;
}
