import {
  can,
  fleetScope,
  isInstructor,
  type LineCheckListInput,
  type LineCheckListReply,
  type SessionUser,
} from "@trms/shared";
import type { LineCheckContext } from "../line-check.context";
import type { LineCheckScope } from "../line-check.repository";

/** `linecheck/get_line_check_list`: the caller's line checks, paged, searched and sorted in SQL. */
export async function listLineChecks(
  ctx: LineCheckContext,
  actor: SessionUser,
  input: LineCheckListInput,
): Promise<LineCheckListReply> {
  let scope: LineCheckScope;
  if (can(actor, "line_check.view_all")) scope = { all: true, fleet: fleetScope(actor) };
  else if (actor.crew_code) scope = { crewCode: actor.crew_code, asInstructor: isInstructor(actor) };
  else return { line_check_list: [], total: 0 };
  return ctx.repo.list(input, scope);
}
