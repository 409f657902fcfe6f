import { eq } from "drizzle-orm";
import { simCalendarTokens } from "../../../db/tables/sim.table";
import type { CallArgs } from "../../../lib/routes";

/** Revokes the URL: the next `calendar_link` makes a new one. */
export async function revokeCalendarLink({ app, actor }: CallArgs<unknown>) {
  await app.database.db.delete(simCalendarTokens).where(eq(simCalendarTokens.userId, actor.id));
}
