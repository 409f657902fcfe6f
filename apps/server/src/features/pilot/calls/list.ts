import { can, type PilotListInput, pilotScope, type SessionUser } from "@trms/shared";
import { forbidden } from "../../../lib/errors";
import type { PilotContext } from "../pilot.context";

export function listPilots(ctx: PilotContext, actor: SessionUser, input: PilotListInput) {
  if (!can(actor, "pilot.browse")) throw forbidden();
  return ctx.repo.list(input, pilotScope(actor).fleet);
}
