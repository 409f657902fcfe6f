import { fleetScope, type InstructorOption, pilotScope } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { instructorOptions } from "../pilot.repository";

/** `pilot/sim_instructor_list`: the SIM instructors (TRI, DPE) the caller may name. */
export function listSimInstructors({ app, actor }: CallArgs<unknown>): Promise<InstructorOption[]> {
  return instructorOptions(app.database.db, pilotScope(actor).fleet ?? fleetScope(actor), ["TRI", "DPE"]);
}
