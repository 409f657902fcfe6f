import { type FotListInput, type FotListReply, pilotScope } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { fotPage } from "../fot.repository";

/** Admin-area accounts see the pilots of their fleet scope, instructors those of their fleet. */
export function listFot({ app, actor, body }: CallArgs<FotListInput>): Promise<FotListReply> {
  return fotPage(app.database.db, body, pilotScope(actor).fleet);
}
