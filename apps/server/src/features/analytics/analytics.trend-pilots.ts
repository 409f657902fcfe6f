import {
  fleetScope,
  hasPermission,
  isInstructor,
  Permission,
  type SessionUser,
  TREND_PILOTS_LIMIT,
  type TrendPilotsInput,
  type TrendPilotsReply,
} from "@trms/shared";
import { and, asc, eq, exists, like, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { trainingFlights } from "../../db/tables/training-flight.table";
import { containsPattern } from "../../lib/sql";

/**
 * Whose trends an account may open, as a condition on `pilots`: the record-access table's
 * `pilot_trends` row for every pilot at once. Their own profile; an instructor the pilots they wrote a training flight
 * for; the analytics permission the pilots of its fleet (the super administrator every pilot).
 */
function visibleTrends(db: Database, actor: SessionUser): SQL {
  const own = actor.pilot_id !== null ? eq(pilots.id, actor.pilot_id) : sql`false`;
  if (isInstructor(actor)) {
    const graded = db
      .select({ one: sql`1` })
      .from(trainingFlights)
      .where(
        and(eq(trainingFlights.instructorId, actor.pilot_id ?? 0), eq(trainingFlights.pilotId, pilots.id)),
      );
    return or(own, exists(graded)) as SQL;
  }
  if (!hasPermission(actor, Permission.VIEW_ANALYTICS)) return own;
  const scope = fleetScope(actor);
  return scope === null ? sql`true` : (or(own, eq(pilots.fleet, scope)) as SQL);
}

/**
 * analytics/trend_pilots: the pilots whose trends the caller may open whose crew code or name holds
 * the keyword, by name, the first TREND_PILOTS_LIMIT of them: the trends screen's picker, for staff
 * who hold the analytics permission but may not list pilots.
 */
export async function trendPilots(
  db: Database,
  actor: SessionUser,
  input: TrendPilotsInput,
): Promise<TrendPilotsReply> {
  const conditions = [visibleTrends(db, actor)];
  if (input.keyword) conditions.push(like(pilots.searchText, containsPattern(input.keyword)));
  const rows = await db
    .select({
      pilot_id: pilots.id,
      crew_code: pilots.crewCode,
      full_name: pilots.fullName,
      fleet: pilots.fleet,
    })
    .from(pilots)
    .where(and(...conditions))
    .orderBy(asc(pilots.fullName), asc(pilots.id))
    .limit(TREND_PILOTS_LIMIT);
  return { pilots: rows };
}
