import { type PilotDetail, UserStatus } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { setPilotStatus } from "../pilot.status";

/** `pilot/activate_pilot`: a pilot and their account active again, by crew code. */
export function activatePilot({ app, actor, body }: CallArgs<{ crew_code: string }>): Promise<PilotDetail> {
  return setPilotStatus(app, actor, body.crew_code, UserStatus.ACTIVE);
}
