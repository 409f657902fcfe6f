import { type PilotDetail, UserStatus } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { setPilotStatus } from "../pilot.status";

/** `pilot/deactivate_pilot`: a pilot and their account blocked, their sessions ended, by crew code. */
export function deactivatePilot({ app, actor, body }: CallArgs<{ crew_code: string }>): Promise<PilotDetail> {
  return setPilotStatus(app, actor, body.crew_code, UserStatus.BLOCKED);
}
