import {
  type LineCheckAction,
  LineCheckStatus,
  lineCheckDocumentsWorkflow,
  lineCheckWorkflow,
  type SessionUser,
  SIM_UTC_OFFSET_MINUTES,
} from "@trms/shared";
import { asc, eq, like } from "drizzle-orm";
import type { Database } from "../../db/client";
import { lineChecks } from "../../db/tables/line-check.table";
import { pilots } from "../../db/tables/pilot.table";
import { storeDemoPdf } from "../../lib/demo-pdf";
import type { FileStore } from "../../lib/files/file-store";
import { applyTransition, type WorkflowFile } from "../../lib/workflow";
import { setDownloadedFlag } from "../../lib/workflow-downloaded-flag";
import { demoSessionUsers } from "../sim-form";
import { LINE_CHECK_FOLDER } from "./line-check.form";
import { insertLineCheck, lineCheckRow, recordOf } from "./line-check.repository";

/**
 * Demo line checks of the demo pilots with the demo instructor, moved through the workflow with the
 * real table and engine: one in every status, one set back to Initial with a
 * reason (a red row), one completed, downloaded and read.
 */
export async function seedDemoLineChecks(db: Database, store: FileStore) {
  const [pilotRow] = await db.select({ id: pilots.id }).from(pilots).where(eq(pilots.crewCode, "P0001"));
  if (!pilotRow) return;
  const people = await demoSessionUsers(db);
  let fileNumber = 0;
  const file = async (title: string): Promise<WorkflowFile> => {
    fileNumber += 1;
    return storeDemoPdf(store, {
      folder: LINE_CHECK_FOLDER,
      name: `Line check form - ${title}.pdf`,
      lines: ["Demo line check form", title],
      at: new Date(Date.UTC(2026, 2, 1)),
      id: `00000000-0000-4000-9000-${String(fileNumber).padStart(12, "0")}`,
    });
  };

  const create = async (pilot: SessionUser, when: string, sectors: string, note: string | null) =>
    insertLineCheck(db, {
      pilotCrewCode: pilot.crew_code as string,
      pilotName: pilot.full_name,
      instructorCrewCode: people.instructor.crew_code as string,
      instructorName: people.instructor.full_name,
      lineCheckDate: new Date(`${when}+07:00`),
      lineCheckSectors: sectors,
      note,
      createdBy: people.admin.id,
    });

  async function step(
    id: number,
    actor: SessionUser,
    action: LineCheckAction,
    reason?: string,
    to?: LineCheckStatus,
  ) {
    const row = await lineCheckRow(db, id);
    if (!row) return;
    const submit = action === "submit_first" || action === "submit_second";
    const stored = submit
      ? await file(`${action === "submit_first" ? "pilot" : "instructor"} - ${actor.full_name}`)
      : null;
    await applyTransition(db, {
      workflow: lineCheckWorkflow,
      table: lineChecks,
      record: recordOf(row),
      actor,
      action,
      to,
      reason,
      file: stored,
      set: stored ? { [action === "submit_first" ? "firstSubmit" : "secondSubmit"]: stored.key } : {},
    });
  }

  const completed = await create(
    people.pilot,
    "2026-02-20T09:00:00",
    "HAN-DAD, DAD-HAN",
    "Recurrent line check",
  );
  await step(completed.id, people.pilot, "submit_first");
  await step(completed.id, people.instructor, "submit_second");
  await step(
    completed.id,
    people.admin,
    "set_status",
    "Checked and filed by the training office.",
    LineCheckStatus.COMPLETED,
  );
  await setDownloadedFlag(db, {
    table: lineChecks,
    field: "downloadedFlag",
    entity: "line_check",
    id: completed.id,
    actor: people.admin,
  });
  const read = await lineCheckRow(db, completed.id);
  if (read)
    await applyTransition(db, {
      workflow: lineCheckDocumentsWorkflow,
      table: lineChecks,
      statusField: "documentCompletion",
      stored: (state) => state === 1,
      record: recordOf(read),
      actor: people.pilot,
      action: "read_documents",
      set: { documentCompletedAt: new Date() },
    });

  const reset = await create(people.pilot2, "2026-03-01T07:30:00", "SGN-PQC, PQC-SGN", null);
  await step(reset.id, people.pilot2, "submit_first");
  await step(
    reset.id,
    people.admin,
    "set_status",
    "Wrong form version; please upload the current one.",
    LineCheckStatus.INITIAL,
  );

  await create(people.pilot, "2026-03-05T09:00:00", "HAN-SGN, SGN-HAN", "Initial line check");
  const instructorDone = await create(people.pilot2, "2026-03-10T14:15:00", "HAN-CXR, CXR-HAN", null);
  await step(instructorDone.id, people.pilot2, "submit_first");
  await step(instructorDone.id, people.instructor, "submit_second");
  const pilotDone = await create(
    people.pilot,
    "2026-03-12T06:45:00",
    "HAN-VCA, VCA-HAN",
    "Upgrade line check",
  );
  await step(pilotDone.id, people.pilot, "submit_first");

  await seedFiledLineChecks(db, people, create, step);
}

/**
 * How many calendar months before the seeding day each filed line check was flown: 12 months back
 * ends this month (expiring within 30 days), 13 and more ended before it (expired), fewer are valid.
 */
const FILED_LINE_CHECK_MONTHS_BACK = [1, 3, 5, 7, 9, 10, 12, 12, 13, 16];

/**
 * Completed line checks of the demo fleet pilots, dated back from the seeding day so the ledger's
 * line check column shows every state whenever the demo starts: the training office
 * files each paper form and sets it Completed with a reason, through the workflow engine.
 */
async function seedFiledLineChecks(
  db: Database,
  people: Awaited<ReturnType<typeof demoSessionUsers>>,
  create: (pilot: SessionUser, when: string, sectors: string, note: string | null) => Promise<{ id: number }>,
  step: (
    id: number,
    actor: SessionUser,
    action: LineCheckAction,
    reason?: string,
    to?: LineCheckStatus,
  ) => Promise<void>,
) {
  const fleetPilots = await db
    .select({ crewCode: pilots.crewCode, fullName: pilots.fullName })
    .from(pilots)
    .where(like(pilots.crewCode, "P10%"))
    .orderBy(asc(pilots.crewCode))
    .limit(FILED_LINE_CHECK_MONTHS_BACK.length);
  const today = new Date(Date.now() + SIM_UTC_OFFSET_MINUTES * 60_000);
  for (const [i, pilot] of fleetPilots.entries()) {
    const back = FILED_LINE_CHECK_MONTHS_BACK[i] as number;
    const day = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, Math.min(today.getUTCDate(), 28)),
    )
      .toISOString()
      .slice(0, 10);
    const filed = await create(
      { ...people.pilot, crew_code: pilot.crewCode, full_name: pilot.fullName },
      `${day}T0${(i % 3) + 7}:30:00`,
      ["HAN-SGN, SGN-HAN", "SGN-DAD, DAD-SGN", "HAN-CXR, CXR-HAN"][i % 3] as string,
      "Recurrent line check",
    );
    await step(
      filed.id,
      people.admin,
      "set_status",
      "Paper form checked and filed by the training office.",
      LineCheckStatus.COMPLETED,
    );
  }
}
