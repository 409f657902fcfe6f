import { can } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import type { CallArgs } from "../../../lib/routes";
import { visibleTrainingFlight } from "../training-flight.access";
import { toDetail, trainingFlightSectorsOf } from "../training-flight.repository";
import { ENTITY, names } from "../training-flight.rules";

export async function trainingFlightDetail({ app, actor, body }: CallArgs<{ id: number }>) {
  const db = app.database.db;
  const { record, pilot } = await visibleTrainingFlight(db, actor, body.id);
  const detail = toDetail(record, await trainingFlightSectorsOf(db, body.id), names(pilot));
  // The history is for administrators: who changed what, before and after approval.
  if (can(actor, "training_flight.history"))
    detail.history = await auditRepository(db).history(ENTITY, body.id);
  return detail;
}
