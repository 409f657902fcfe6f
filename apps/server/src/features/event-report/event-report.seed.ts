import { asc, eq, like, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { insertEventReport, setEventReportPilots } from "./event-report.repository";
import { occurrenceMonth } from "./event-report.time";

const EVENTS = [
  ["Unstable approach below 1000 ft, go-around performed late", "HAN-SGN"],
  ["Hard landing recorded, 1.9 g; maintenance inspection requested", "SGN-DAD"],
  ["Altitude deviation of 300 ft during level-off after ATC clearance", "DAD-HAN"],
  ["Runway incursion risk: crossed hold line before clearance", "HAN-CXR"],
  ["Tail strike warning on take-off rotation", "SGN-HPH"],
  ["Late configuration for landing; flaps set below 500 ft", "CXR-SGN"],
  ["Missed readback of a heading change from approach control", "HAN-PQC"],
  ["Fuel imbalance not noticed until the cruise check", "SGN-HAN"],
  ["Wrong FMS departure loaded and caught on the runway", "VCA-HAN"],
  ["Speed exceedance in descent (VMO + 8 kt)", "HUI-SGN"],
] as const;

/**
 * 30 demo event reports over the last 18 months: two pilots of one fleet each (a captain and a
 * first officer), the demo pilot (pilot@demo.trms) named in some, so the profile table, the list and
 * the statistics all have something to show.
 */
export async function seedEventReportDemo(db: Database, now = new Date()) {
  const crew = await db
    .select({ id: pilots.id, fleet: pilots.fleet, email: users.email })
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(or(like(users.email, "pilot%@demo.trms"), eq(users.email, "instructor@demo.trms")))
    .orderBy(asc(users.email));
  const byFleet = new Map<string, number[]>();
  for (const pilot of crew) {
    const fleet = pilot.fleet ?? "";
    byFleet.set(fleet, [...(byFleet.get(fleet) ?? []), pilot.id]);
  }
  const fleets = [...byFleet.entries()].filter(([, ids]) => ids.length >= 2);
  if (fleets.length === 0) return;
  const demoPilot = crew.find((pilot) => pilot.email === "pilot@demo.trms");
  for (let i = 0; i < 30; i++) {
    const [fleet, ids] = fleets[i % fleets.length] as [string, number[]];
    // Spread over 18 months: every ~18 days, at a daytime hour in Vietnam.
    const occurredAt = new Date(now.getTime() - (3 + i * 18) * 24 * 3600 * 1000);
    occurredAt.setUTCHours(1 + (i % 10), (i * 7) % 60, 0, 0);
    const first = ids[i % ids.length] as number;
    let second = ids[(i + 1 + (i % 3)) % ids.length] as number;
    if (second === first) second = ids[(i + 1) % ids.length] as number;
    const named =
      demoPilot && demoPilot.fleet === fleet && i % 4 === 0 && first !== demoPilot.id
        ? [first, demoPilot.id]
        : [first, second];
    const [content, sector] = EVENTS[i % EVENTS.length] as readonly [string, string];
    const points = [1 + (i % 4), (i % 3) * 0.5];
    const occurredMonth = occurrenceMonth(occurredAt);
    const id = await insertEventReport(
      db,
      {
        occurredAt,
        occurredMonth,
        flightNumber: `VN${String(200 + ((i * 37) % 700))}`,
        aircraftRegistration: i % 5 === 0 ? null : `VN-A${String(600 + ((i * 13) % 300))}`,
        sector,
        content,
        note: i % 3 === 0 ? "Crew debriefed by the fleet training captain" : null,
        fleet,
        minusPointTotal: (points[0] ?? 0) + (points[1] ?? 0),
      },
      null,
    );
    await setEventReportPilots(
      db,
      id,
      occurredMonth,
      named.map((pilotId, index) => ({ pilot_id: pilotId, minus_point: points[index] ?? 0 })),
    );
  }
}
