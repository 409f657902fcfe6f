import type { PilotDetail } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { visiblePilot } from "../pilot.access";
import { mayResetPassword, publicDetail } from "../pilot.rules";

/** `pilot/pilot_detail`: one pilot's profile, with the salt for whoever may set the password. */
export async function pilotDetail({ app, actor, body }: CallArgs<{ id: number }>): Promise<PilotDetail> {
  const pilot = await visiblePilot(app.database.db, actor, body.id);
  return publicDetail(pilot, mayResetPassword(actor, pilot));
}
