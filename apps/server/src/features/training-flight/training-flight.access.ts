import { can, type SessionUser } from "@trms/shared";
import type { Database } from "../../db/client";
import { auditRepository } from "../../lib/audit/audit.repository";
import { notFound } from "../../lib/errors";
import { visiblePilot } from "../pilot";
import { trainingFlightByFileKey, trainingFlightById } from "./training-flight.repository";
import { ENTITY } from "./training-flight.rules";

/** The record if this account may see its pilot's records; otherwise it reads as missing (404). */
export async function visibleTrainingFlight(db: Database, actor: SessionUser, id: number) {
  const record = await trainingFlightById(db, id);
  if (!record) throw notFound();
  const pilot = await visiblePilot(db, actor, record.pilotId, "training_flight");
  return { record, pilot };
}

/**
 * A training file may be read by those who may see the record it belongs to; a file the record
 * held before an approved change, by administrators, from the record's history.
 */
export async function trainingFlightOfFile(
  db: Database,
  actor: SessionUser,
  key: string,
): Promise<number | false> {
  let record = await trainingFlightByFileKey(db, key);
  if (!record && can(actor, "training_flight.history")) {
    const entityId = await auditRepository(db).entityMentioning(ENTITY, key);
    record = entityId ? await trainingFlightById(db, Number(entityId)) : undefined;
  }
  if (!record) return false;
  const id = record.id;
  return visiblePilot(db, actor, record.pilotId, "training_flight").then(
    () => id,
    () => false as const,
  );
}
