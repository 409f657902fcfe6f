import { addDays, computeRecency } from "@trms/shared";
import { eq, like } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { toldgFlights, toldgRecords } from "../../db/tables/toldg.table";
import { users } from "../../db/tables/user.table";

/**
 * Demo TO LDG data for most of the numbered demo pilots (pilot10…pilot29), dated relative to today
 * so the list always shows expired, soon-expiring and current rows. pilot@, pilot2@ and the
 * instructor have none: the survey test reports theirs.
 */
export async function seedToldgDemo(db: Database, today = new Date().toISOString().slice(0, 10)) {
  const demo = await db
    .select({ id: pilots.id, email: users.email, licenseNumber: pilots.caavNumber })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(like(users.email, "pilot__@demo.trms"))
    .orderBy(users.email);
  const at = new Date();
  for (const [i, pilot] of demo.entries()) {
    if (i % 5 === 4) continue;
    // Days since the 3rd most recent take-off and landing: 8 to 106, so some are past 90.
    const qualifyingAgo = 8 + ((i * 23) % 99);
    const flights = [
      { flight_date: addDays(today, -qualifyingAgo), to_number: 1, ldg_number: 1 },
      { flight_date: addDays(today, -qualifyingAgo + 3), to_number: 1, ldg_number: 1 },
      { flight_date: addDays(today, -qualifyingAgo + 6), to_number: 1, ldg_number: 1 },
    ];
    if (i % 2 === 0)
      flights.push({ flight_date: addDays(today, -qualifyingAgo - 9), to_number: 2, ldg_number: 2 });
    const simDate = i % 3 === 0 ? addDays(today, -(20 + ((i * 31) % 90))) : null;
    const dates = computeRecency({ flights, simDate });
    await db.insert(toldgRecords).values({
      pilotId: pilot.id,
      licenseNumber: (pilot.licenseNumber ?? "").toUpperCase(),
      simDate,
      recencyDate: dates.recency_date,
      simExpiredDate: dates.sim_expired_date,
      acExpiredDate: dates.ac_expired_date,
      totalFlightHours: 1200 + i * 415,
      onTypeFlightHours: 450 + i * 160,
      submittedAt: at,
    });
    await db.insert(toldgFlights).values(
      flights.map((f) => ({
        pilotId: pilot.id,
        flightDate: f.flight_date,
        toNumber: f.to_number,
        ldgNumber: f.ldg_number,
      })),
    );
  }
}
