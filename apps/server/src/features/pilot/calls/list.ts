import { can, type PilotListInput, type PilotListReply, pilotScope } from "@trms/shared";
import { forbidden } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { pilotPage } from "../pilot.repository";

/** `pilot/sort_pilot`: one page of pilots within the actor's pilot scope. */
export function listPilots({ app, actor, body }: CallArgs<PilotListInput>): Promise<PilotListReply> {
  if (!can(actor, "pilot.browse")) throw forbidden();
  return pilotPage(app.database.db, body, pilotScope(actor).fleet);
}
