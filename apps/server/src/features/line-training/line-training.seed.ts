import {
  LineTrainingStatus,
  type LineTrainingType,
  lineTrainingWorkflow,
  type SessionUser,
  LineTrainingType as T,
} from "@trms/shared";
import { eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { lineTrainings } from "../../db/tables/line-training.table";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { storeDemoPdf } from "../../lib/demo-pdf";
import type { FileStore } from "../../lib/files/file-store";
import { applyTransition } from "../../lib/workflow";
import { toSessionUser } from "../auth";
import { applyLineTrainingSubmission, LINE_TRAINING_FOLDER } from "./line-training.form";
import { insertLineTraining, toRecord } from "./line-training.repository";

/** What happens to one demo line training: the pilot's form, the instructor's, a status change. */
interface DemoLineTraining {
  crewCode: string;
  type: LineTrainingType;
  startDate: string;
  pilotForm?: boolean;
  instructorForms?: number;
  completed?: string;
}

/** Line trainings of every type in both tabs, the A321 ones assessed by I0001. */
const DEMO: DemoLineTraining[] = [
  { crewCode: "P0001", type: T.FOT, startDate: "2026-02-02", pilotForm: true },
  { crewCode: "P0001", type: T.SOT, startDate: "2026-01-12", pilotForm: true, instructorForms: 2 },
  { crewCode: "P0002", type: T.FOT, startDate: "2026-02-16" },
  {
    crewCode: "P0002",
    type: T.CPT,
    startDate: "2025-11-03",
    pilotForm: true,
    instructorForms: 1,
    completed: "Training completed, released to line",
  },
  {
    crewCode: "P1010",
    type: T.FOT,
    startDate: "2025-10-06",
    pilotForm: true,
    instructorForms: 2,
    completed: "All sectors satisfactory",
  },
  { crewCode: "P1014", type: T.AOC, startDate: "2026-01-26", pilotForm: true, instructorForms: 1 },
  { crewCode: "P1011", type: T.INT, startDate: "2026-02-09", pilotForm: true },
  {
    crewCode: "P1012",
    type: T.REQUALIFICATION,
    startDate: "2025-09-15",
    completed: "Requalified after the simulator check",
  },
  { crewCode: "P1013", type: T.FOT, startDate: "2025-12-01", completed: "Completed on the previous system" },
];

/** Demo line trainings moved through the real table and engine, with stored demo PDFs. */
export async function seedDemoLineTrainings(db: Database, store: FileStore) {
  const crewCodes = [...new Set([...DEMO.map((d) => d.crewCode), "I0001"])];
  const rows = await db
    .select({
      user: users,
      crewCode: pilots.crewCode,
      pilotId: pilots.id,
      namePosition: pilots.namePosition,
      pilotFleet: pilots.fleet,
      pilotName: pilots.fullName,
    })
    .from(users)
    .leftJoin(pilots, eq(pilots.userId, users.id))
    .where(or(inArray(pilots.crewCode, crewCodes), eq(users.email, "admin@demo.trms")));
  const admin = rows.find((r) => r.user.email === "admin@demo.trms");
  const instructor = rows.find((r) => r.crewCode === "I0001");
  if (!admin || !instructor) return;
  const session = (row: (typeof rows)[number]): SessionUser =>
    toSessionUser({ ...row.user, crewCode: row.crewCode, pilotId: row.pilotId });

  let fileNumber = 0;
  const file = async (title: string) => {
    fileNumber += 1;
    return storeDemoPdf(store, {
      folder: LINE_TRAINING_FOLDER,
      name: `Line training form - ${title}.pdf`,
      lines: ["Demo line training form", title],
      at: new Date(Date.UTC(2026, 1, 1)),
      id: `00000000-0000-4000-9000-${String(fileNumber).padStart(12, "0")}`,
    });
  };

  for (const demo of DEMO) {
    const pilot = rows.find((r) => r.crewCode === demo.crewCode);
    if (!pilot) continue;
    let row = await insertLineTraining(db, {
      pilotCrewCode: demo.crewCode,
      pilotName: pilot.pilotName,
      lineTrainingType: demo.type,
      fleet: pilot.pilotFleet,
      startDate: demo.startDate,
      createdBy: admin.user.id,
    });
    const day = (offset: number) =>
      new Date(new Date(`${demo.startDate}T09:00:00+07:00`).getTime() + offset * 86_400_000);
    if (demo.pilotForm) {
      ({ row } = await applyLineTrainingSubmission(db, {
        row,
        actor: session(pilot),
        order: 1,
        file: await file(`${demo.crewCode} pilot form`),
        namePosition: pilot.namePosition,
        at: day(1),
      }));
    }
    for (let sector = 1; sector <= (demo.instructorForms ?? 0); sector += 1) {
      ({ row } = await applyLineTrainingSubmission(db, {
        row,
        actor: session(instructor),
        order: 2,
        file: await file(`${demo.crewCode} instructor form ${sector}`),
        namePosition: instructor.namePosition,
        at: day(2 + sector),
      }));
    }
    if (demo.completed) {
      await applyTransition(db, {
        workflow: lineTrainingWorkflow,
        table: lineTrainings,
        record: toRecord(row),
        actor: session(admin),
        action: "set_status",
        to: LineTrainingStatus.COMPLETED,
        reason: demo.completed,
        set: { updatedAt: day(10) },
      });
    }
  }
}
