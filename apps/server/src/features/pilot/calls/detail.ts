import type { PilotDetail } from "@trms/shared";
import { importedOf } from "../../../lib/imported";
import type { CallArgs } from "../../../lib/routes";
import { visiblePilot } from "../pilot.access";
import { mayResetPassword, publicDetail } from "../pilot.rules";

/**
 * `pilot/pilot_detail`: one pilot's profile, with the salt for whoever may set the password, and
 * the import it came from when the history import wrote it.
 */
export async function pilotDetail({ app, actor, body }: CallArgs<{ id: number }>): Promise<PilotDetail> {
  const db = app.database.db;
  const pilot = await visiblePilot(db, actor, body.id);
  return {
    ...publicDetail(pilot, mayResetPassword(actor, pilot)),
    ...(await importedOf(db, pilot.importBatchId)),
  };
}
