import type { CallArgs } from "../../../lib/routes";
import { calendarOf } from "../sim.calendar";

/** The caller's upcoming SIM sessions as an iCalendar file. */
export function myCalendar({ app, actor }: CallArgs<unknown>): Promise<string> {
  return calendarOf(app.database.db, actor.crew_code as string);
}
