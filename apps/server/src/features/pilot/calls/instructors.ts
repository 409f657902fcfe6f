import { fleetScope, type InstructorOption, pilotScope } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { instructorOptions } from "../pilot.repository";

/** `pilot/instructor_list`: the instructors the caller may name. */
export function listInstructors({ app, actor }: CallArgs<unknown>): Promise<InstructorOption[]> {
  return instructorOptions(app.database.db, pilotScope(actor).fleet ?? fleetScope(actor));
}
