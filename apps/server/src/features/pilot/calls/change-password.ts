import { can } from "@trms/shared";
import { checkVerifier, hashVerifier } from "../../../lib/crypto";
import { forbidden, validation } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { revokeUserSessions, setPassword } from "../../auth";
import { visiblePilot } from "../pilot.access";

export interface ChangePilotPasswordArgs
  extends CallArgs<{ id: number; new_password: string; old_password?: string }> {
  /** The session of the call: a pilot changing their own password stays signed in on it. */
  currentJti: string | null;
}

/** `pilot/change_password`: the pilot changes their own (old password required); a holder of RESET_PASSWORD resets another's. */
export async function changePilotPassword({
  app,
  actor,
  body,
  currentJti,
}: ChangePilotPasswordArgs): Promise<void> {
  const pilot = await visiblePilot(app.database.db, actor, body.id);
  const self = pilot.user_id === actor.id;
  if (!can(actor, "pilot.change_password", pilot)) throw forbidden();
  if (self) {
    if (!body.old_password) throw validation("old_password", "old_password_required");
    if (!(await checkVerifier(pilot.passwordHash, body.old_password))) {
      throw validation("old_password", "old_password_wrong");
    }
  }
  const passwordHash = await hashVerifier(body.new_password);
  await app.database.db.transaction(async (tx) => {
    await setPassword(tx, pilot.user_id, passwordHash, new Date());
    await revokeUserSessions(tx, pilot.user_id, new Date(), self ? (currentJti ?? undefined) : undefined);
  });
}
