import { Readable } from "node:stream";
import { CRITERIA, FlightType, NOT_APPLICABLE } from "@trms/shared";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { trainingFlightSectors, trainingFlights } from "../../db/tables/training-flight.table";
import { demoPdf } from "../../lib/demo-pdf";
import { storedFileKey } from "../../lib/files/file-key";
import type { FileStore } from "../../lib/files/file-store";

const ROUTES: [string, string][] = [
  ["HAN", "SGN"],
  ["SGN", "DAD"],
  ["DAD", "HAN"],
  ["HAN", "CXR"],
  ["CXR", "HAN"],
  ["SGN", "PQC"],
];

/** A dozen training flights for the demo trainees, so the lists look real on a first start. */
export async function seedDemoTrainingFlights(db: Database, store: FileStore): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(trainingFlights);
  if ((existing?.count ?? 0) > 0) return;
  const people = await db
    .select({ id: pilots.id, crewCode: pilots.crewCode, fullName: pilots.fullName })
    .from(pilots)
    .where(inArray(pilots.crewCode, ["I0001", "P0001", "P0002"]));
  const instructor = people.find((p) => p.crewCode === "I0001");
  const trainees = people.filter((p) => p.crewCode !== "I0001");
  if (!instructor) return;
  const types = [
    FlightType.NORMAL_TRAINING_FLIGHT,
    FlightType.NORMAL_TRAINING_FLIGHT,
    FlightType.PHASE_ONE_CHECK,
    FlightType.NORMAL_TRAINING_FLIGHT,
    FlightType.PHASE_TWO_CHECK,
    FlightType.PROGRESS_CHECK,
  ];
  for (const trainee of trainees) {
    for (let i = 0; i < types.length; i++) {
      const type = types[i] as number;
      const day = new Date(Date.UTC(2026, 5, 1) + i * 17 * 86_400_000).toISOString().slice(0, 10);
      const [from, to] = ROUTES[i % ROUTES.length] as [string, string];
      const key = storedFileKey({
        folder: "training_file",
        name: `Training report ${trainee.crewCode} ${day}.pdf`,
        mime: "application/pdf",
        at: new Date(Date.UTC(2026, 5, 1)),
      });
      await store.put(
        key,
        Readable.from(
          demoPdf([`Training report - ${trainee.crewCode}`, `Flight of ${day}`, `${from}-${to}-${from}`]),
        ),
      );
      const low = i === 3;
      const criteria = Object.fromEntries(
        CRITERIA.map((c, n) => {
          const score = n > 12 ? NOT_APPLICABLE : low && c.key === "landing" ? 2 : 3 + ((n + i) % 3);
          return [
            c.key,
            {
              score,
              comment: score <= 2 ? "Unstable final approach, go-around briefed" : null,
              special_remark: false,
            },
          ];
        }),
      );
      const scores = Object.values(criteria)
        .map((c) => c.score)
        .filter((s) => s !== NOT_APPLICABLE);
      const [record] = await db
        .insert(trainingFlights)
        .values({
          pilotId: trainee.id,
          instructorId: instructor.id,
          instructorName: instructor.fullName,
          instructorSignature: instructor.fullName,
          flightType: type,
          dateOfFlight: day,
          numberOfSector: 2,
          routes: `${from}-${to}, ${to}-${from}`,
          autolandAt: i % 3 === 0 ? to : null,
          autolandRunway: i % 3 === 0 ? "25R" : null,
          autolandResult: i % 3 === 0 ? 1 : null,
          recommendation: i === 4,
          // The weak landing grounds the trainee, so the FOT list shows a grounded count.
          grounded: low,
          criteria,
          minScore: Math.min(...scores),
          phaseNormalProgress: type === 1 || type === 2 ? true : null,
          checkOverallPerformance: type === 4 ? 4 : null,
          reportFile: key,
          comments: low ? "Needs more practice on landings in crosswind" : "Performed to standard",
          // The older records are already approved by the trainee.
          status: i < 4 ? 1 : 0,
          approvedAt: i < 4 ? new Date(`${day}T12:00:00Z`) : null,
          traineeSignature: i < 4 ? trainee.fullName : null,
        })
        .returning({ id: trainingFlights.id });
      if (!record) continue;
      await db.insert(trainingFlightSectors).values([
        {
          trainingFlightId: record.id,
          position: 1,
          dateOfSector: day,
          departure: from,
          destination: to,
          flightTime: 1.8,
          nightOrDay: "DAY",
          pfPm: "PF",
        },
        {
          trainingFlightId: record.id,
          position: 2,
          dateOfSector: day,
          departure: to,
          destination: from,
          flightTime: 1.9,
          nightOrDay: "NIGHT",
          pfPm: "PM",
        },
      ]);
    }
  }
}
