import { Readable } from "node:stream";
import { ResultStatus } from "@trms/shared";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { demoPdf } from "../../lib/demo-pdf";
import { storedFileKey } from "../../lib/files/file-key";
import type { FileStore } from "../../lib/files/file-store";
import type { TrainingRecordTable } from "./record-kind";

interface DemoPerson {
  id: number;
  crewCode: string;
  fullName: string;
}

/**
 * A few records of one kind for the demo trainees (pilot@demo.trms P0001, pilot2@demo.trms P0002),
 * written by the demo instructor (I0001), each with a real one-page report PDF; the older ones are
 * approved, the newest awaits the trainee. Runs only into an empty table.
 */
export async function seedDemoRecords(
  db: Database,
  store: FileStore,
  options: {
    table: TrainingRecordTable;
    /** The report's title line, e.g. "Base training report". */
    title: string;
    count: number;
    /** The kind's own columns of the trainee's i-th record on `day`. */
    values(i: number, day: string): Record<string, unknown>;
  },
): Promise<void> {
  const { table } = options;
  const [existing] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(table);
  if ((existing?.count ?? 0) > 0) return;
  const people: DemoPerson[] = await db
    .select({ id: pilots.id, crewCode: pilots.crewCode, fullName: pilots.fullName })
    .from(pilots)
    .where(inArray(pilots.crewCode, ["I0001", "P0001", "P0002"]));
  const instructor = people.find((p) => p.crewCode === "I0001");
  if (!instructor) return;
  const trainees = people.filter((p) => p.crewCode !== "I0001");
  for (const trainee of trainees) {
    for (let i = 0; i < options.count; i++) {
      const day = new Date(Date.UTC(2026, 4, 4) + i * 23 * 86_400_000).toISOString().slice(0, 10);
      const key = storedFileKey({
        folder: "training_file",
        name: `${options.title} ${trainee.crewCode} ${day}.pdf`,
        mime: "application/pdf",
        at: new Date(Date.UTC(2026, 4, 1)),
      });
      await store.put(
        key,
        Readable.from(
          demoPdf([
            `${options.title} - ${trainee.crewCode}`,
            `Date ${day}`,
            `Instructor ${instructor.crewCode}`,
          ]),
        ),
      );
      const approved = i < options.count - 1;
      await db.insert(table).values({
        ...options.values(i, day),
        pilotId: trainee.id,
        instructorId: instructor.id,
        instructorName: instructor.fullName,
        reportFile: key,
        status: approved ? ResultStatus.APPROVED : ResultStatus.AWAITING_APPROVAL,
        approvedAt: approved ? new Date(`${day}T12:00:00Z`) : null,
        traineeSignature: approved ? trainee.fullName : null,
      } as never);
    }
  }
}
