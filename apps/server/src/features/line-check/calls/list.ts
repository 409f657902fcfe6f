import {
  can,
  fleetScope,
  isInstructor,
  type LineCheckListInput,
  type LineCheckListReply,
} from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { type LineCheckScope, lineCheckPage } from "../line-check.repository";

/** `linecheck/get_line_check_list`: the caller's line checks, paged, searched and sorted in SQL. */
export async function listLineChecks({
  app,
  actor,
  body,
}: CallArgs<LineCheckListInput>): Promise<LineCheckListReply> {
  let scope: LineCheckScope;
  if (can(actor, "line_check.view_all")) scope = { all: true, fleet: fleetScope(actor) };
  else if (actor.crew_code) scope = { crewCode: actor.crew_code, asInstructor: isInstructor(actor) };
  else return { line_check_list: [], total: 0 };
  return lineCheckPage(app.database.db, body, scope);
}
