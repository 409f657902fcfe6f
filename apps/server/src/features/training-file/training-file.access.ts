import { readsOthersTrainingFiles, type SessionUser } from "@trms/shared";
import type { Database } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import { checkAccess } from "../../lib/record-access";
import { trainingFilePilot } from "./training-file.repository";

export type ReadablePilot = NonNullable<Awaited<ReturnType<typeof trainingFilePilot>>>;

/**
 * The pilot, if this account may read their file. An account that reads no file but
 * its own is refused any other (403, the same whether the pilot exists or not); a manager of
 * pilot profiles gets 404 for a pilot outside its scope, as on the pilot's profile.
 */
export async function readablePilot(
  db: Database,
  actor: SessionUser,
  pilotId: number,
): Promise<ReadablePilot> {
  if (actor.pilot_id !== pilotId && !readsOthersTrainingFiles(actor)) throw forbidden();
  const pilot = await trainingFilePilot(db, pilotId);
  if (!pilot) throw notFound();
  checkAccess(actor, "training_file", "read", {
    pilot_id: pilot.id,
    user_id: pilot.userId,
    fleet: pilot.fleet,
  });
  return pilot;
}
