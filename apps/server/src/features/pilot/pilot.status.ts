import { type PilotDetail, type SessionUser, UserStatus } from "@trms/shared";
import type { AppDeps } from "../../lib/app-deps";
import { auditRepository } from "../../lib/audit/audit.repository";
import { validation } from "../../lib/errors";
import { revokeUserSessions } from "../auth";
import { updateUser } from "../user";
import { visiblePilotByCrewCode } from "./pilot.access";
import { updatePilotRow } from "./pilot.repository";
import { publicDetail, requireFleetInScope } from "./pilot.rules";

/** Activation and deactivation: the pilot and their account move together, with an audit row. */
export async function setPilotStatus(
  app: AppDeps,
  actor: SessionUser,
  crewCode: string,
  status: number,
): Promise<PilotDetail> {
  const db = app.database.db;
  const pilot = await visiblePilotByCrewCode(db, actor, crewCode);
  requireFleetInScope(actor, pilot.fleet ?? "");
  if (pilot.user_id === actor.id) throw validation("crew_code", "cannot_block_self");
  await db.transaction(async (tx) => {
    await updateUser(tx, pilot.user_id, { status });
    await updatePilotRow(tx, pilot.id, { status });
    if (status === UserStatus.BLOCKED) await revokeUserSessions(tx, pilot.user_id, new Date());
    // A departed pilot is archived by deactivation: who did it and when stays on record.
    await auditRepository(tx).record({
      entity: "pilot",
      entityId: pilot.id,
      action: status === UserStatus.BLOCKED ? "deactivate" : "activate",
      actorId: actor.id,
      changes: { crew_code: pilot.crew_code, status: [pilot.status, status] },
    });
  });
  return publicDetail({ ...pilot, status }, false);
}
