import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { CaavFormStatus, SIM_FORM_ENTITY, SIM_OFFSET_TEXT, SIM_PLACES, SimFormStatus } from "@trms/shared";
import { and, asc, count, eq, inArray, like, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { simSessions } from "../../db/tables/sim.table";
import { simFormSubmissions, simForms } from "../../db/tables/sim-form.table";
import { workflowHistory } from "../../db/tables/workflow-history.table";
import { demoPdf } from "../../lib/demo-pdf";
import { storedFileKey } from "../../lib/files/file-key";
import type { FileStore } from "../../lib/files/file-store";
import { insertSimSessions, type SimSessionValues } from "./sim.repository";

const pad = (n: number) => String(n).padStart(2, "0");
const HOURS = [1, 3.75, 8, 12.25, 16.5, 20.75];

/**
 * A month of demo SIM sessions (this month, two a day on working days) across the demo pilots with
 * the demo instructor I0001 as SIM-A and SIM-B; the demo pilots P0001 and P0002 fly the first
 * ones. A few forms are moved on, with real files, so the list shows status chips and a red row.
 * Runs only into an empty table.
 */
export async function seedSimDemo(db: Database, store: FileStore, today = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(simSessions);
  if ((existing?.n ?? 0) > 0) return;
  const crew = await db
    .select({ crewCode: pilots.crewCode, fullName: pilots.fullName })
    .from(pilots)
    .where(or(inArray(pilots.crewCode, ["I0001", "P0001", "P0002"]), like(pilots.crewCode, "P10%")))
    .orderBy(asc(pilots.crewCode));
  const instructor = crew.find((p) => p.crewCode === "I0001");
  const trainees = crew.filter((p) => p.crewCode !== "I0001");
  if (!instructor || trainees.length < 2) return;
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const values: SimSessionValues[] = [];
  let pair = 0;
  for (let day = 1; day < days && values.length < 40; day++) {
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const slot of [day % 3, (day % 3) + 3]) {
      const first = trainees[(pair * 2) % trainees.length] as (typeof trainees)[number];
      const second = trainees[(pair * 2 + 1) % trainees.length] as (typeof trainees)[number];
      pair += 1;
      const hour = HOURS[slot] as number;
      const at = (d: number) =>
        new Date(
          `${year}-${pad(month)}-${pad(d)}T${pad(Math.floor(hour))}:${pad((hour % 1) * 60)}:00${SIM_OFFSET_TEXT}`,
        );
      values.push({
        firstPilotCrewCode: first.crewCode,
        firstPilotName: first.fullName,
        secondPilotCrewCode: second.crewCode,
        secondPilotName: second.fullName,
        simaInstructorCrewCode: instructor.crewCode,
        simaInstructorName: instructor.fullName,
        simbInstructorCrewCode: instructor.crewCode,
        simbInstructorName: instructor.fullName,
        sessionaDateTime: at(day),
        sessionaPlace: SIM_PLACES[pair % SIM_PLACES.length] as string,
        sessionbDateTime: at(Math.min(day + 1, days)),
        sessionbPlace: SIM_PLACES[pair % SIM_PLACES.length] as string,
        note: pair % 5 === 0 ? "Recurrent check" : null,
      });
    }
  }
  const ids = await insertSimSessions(db, values);
  const forms = await db
    .select({ id: simForms.id, simId: simForms.simId, pilotOrder: simForms.pilotOrder })
    .from(simForms)
    .where(inArray(simForms.simId, ids.slice(0, 4)))
    .orderBy(asc(simForms.simId), asc(simForms.pilotOrder));

  async function file(lines: string[]) {
    const bytes = demoPdf(lines);
    const key = storedFileKey({
      folder: "sim_form",
      name: `${lines.join(" - ").replace(/[:,]/g, "")}.pdf`,
      mime: "application/pdf",
      at: new Date(Date.UTC(year, month - 1, 1)),
    });
    await store.put(key, Readable.from(bytes));
    return { key, sha256: createHash("sha256").update(bytes).digest("hex") };
  }
  // Session 1: first pilot submitted, second assessed by both instructors; session 2: one form
  // failed with a reason (the red row), the other completed with its CAAV form and e-learning.
  const plan: {
    status: SimFormStatus;
    stages: number;
    caav?: boolean;
    elearning?: boolean;
    failed?: boolean;
  }[] = [
    { status: SimFormStatus.PILOT_SUBMITTED, stages: 1 },
    { status: SimFormStatus.INSTRUCTOR_B_SUBMITTED, stages: 3 },
    { status: SimFormStatus.FAILED, stages: 2, failed: true },
    { status: SimFormStatus.COMPLETED, stages: 3, caav: true, elearning: true },
  ];
  for (const [index, form] of forms.entries()) {
    const step = plan[index];
    if (!step) break;
    const set: Partial<typeof simForms.$inferInsert> = { status: step.status };
    const columns = ["firstSubmit", "secondSubmit", "thirdSubmit"] as const;
    for (let stage = 1; stage <= step.stages; stage++) {
      const stored = await file([
        `SIM form stage ${stage}`,
        `Session ${form.simId}, pilot ${form.pilotOrder}`,
      ]);
      set[columns[stage - 1] as (typeof columns)[number]] = stored.key;
      await db.insert(simFormSubmissions).values({
        formId: form.id,
        kind: "sim",
        formOrder: stage,
        fileKey: stored.key,
        fileSha256: stored.sha256,
      });
    }
    if (step.caav) {
      const stored = await file(["CAAV form", `Session ${form.simId}`]);
      set.caavForm = stored.key;
      set.caavFormStatus = CaavFormStatus.INSTRUCTOR_SUBMITTED;
      await db
        .insert(simFormSubmissions)
        .values({ formId: form.id, kind: "caav", fileKey: stored.key, fileSha256: stored.sha256 });
    }
    if (step.elearning) {
      const stored = await file(["E-learning certificate", `Session ${form.simId}`]);
      set.elearningClue = stored.key;
      set.elearningCompletion = true;
      set.elearningCompletedAt = new Date();
      await db
        .insert(simFormSubmissions)
        .values({ formId: form.id, kind: "elearning", fileKey: stored.key, fileSha256: stored.sha256 });
    }
    await db
      .update(simForms)
      .set(set)
      .where(and(eq(simForms.id, form.id)));
    if (step.failed) {
      const stored = await file(["Assessment: FAIL", `Session ${form.simId}`]);
      await db.insert(workflowHistory).values({
        entity: SIM_FORM_ENTITY,
        entityId: String(form.id),
        action: "set_status",
        fromStatus: SimFormStatus.INSTRUCTOR_A_SUBMITTED,
        toStatus: SimFormStatus.FAILED,
        reason: "Engine failure drill below standard; repeat session required",
        fileKey: stored.key,
        fileSha256: stored.sha256,
      });
    }
  }
}
