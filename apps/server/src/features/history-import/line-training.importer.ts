import {
  type Language,
  LINE_TRAINING_ENTITY,
  LINE_TRAINING_IMPORT,
  LINE_TRAINING_STATUS_OPTIONS,
  LINE_TRAINING_TYPE_NAMES,
  LineTrainingStatus,
  type LineTrainingType,
} from "@trms/shared";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { lineTrainingSubmissions, lineTrainings } from "../../db/tables/line-training.table";
import { pilots } from "../../db/tables/pilot.table";
import { workflowHistory } from "../../db/tables/workflow-history.table";
import { LINE_TRAINING_FOLDER } from "../line-training";
import type {
  ExportFiles,
  KindImporter,
  PlanContext,
  PlannedRow,
  StoredImportRow,
  UndoContext,
  WriteContext,
  WrittenRow,
} from "./history-import.kind";
import type { ReadSheet } from "./history-import.read";
import {
  auditImported,
  codesOf,
  crewNamed,
  dayText,
  insertedIds,
  namedCrew,
  namedFile,
  pilotsNamed,
  planRecords,
  recordKey,
  type StoredRecord,
  takeOutRecord,
} from "./history-import.records";

/** A line training row as checked: what it writes. */
interface LineTrainingValues {
  crewCode: string;
  type: LineTrainingType;
  startDate: string;
  status: number;
  lastForm: string | null;
}

/** A line training's natural key: crew code, type (as the screens name it) and start date. */
const trainingKey = (crewCode: string, type: number | null, startDate: string | null) =>
  recordKey(crewCode, type ? (LINE_TRAINING_TYPE_NAMES[type as LineTrainingType] ?? type) : "", startDate);

/** Every stored line training of these pilots, by its key, told apart from a row by `same`. */
async function storedLineTrainings(db: Database, codes: string[]) {
  const found = new Map<string, { id: number; same: (values: LineTrainingValues) => boolean }>();
  for (let at = 0; at < codes.length; at += 1000) {
    const rows = await db
      .select()
      .from(lineTrainings)
      .where(inArray(lineTrainings.pilotCrewCode, codes.slice(at, at + 1000)));
    for (const row of rows)
      found.set(trainingKey(row.pilotCrewCode, row.lineTrainingType, row.startDate), {
        id: row.id,
        same: (values) =>
          values.status === row.status && (values.lastForm === null || row.lastSubmit !== null),
      });
  }
  return found;
}

async function planLineTrainings(sheet: ReadSheet, context: PlanContext): Promise<PlannedRow[]> {
  const known = await crewNamed(context.db, codesOf(sheet, ["crew_code"]), context.fileCrew);
  return planRecords<LineTrainingValues>(
    sheet,
    context,
    (values, problems) => {
      const pilot = namedCrew(values, "crew_code", known, problems);
      const type = values.line_training_type as LineTrainingType | null;
      const startDate = values.line_training_start_date as string | null;
      const lastForm = namedFile(values, "line_training_last_form", context, problems);
      const key = trainingKey(String(values.crew_code ?? ""), type, startDate);
      if (!pilot || !type || !startDate || problems.length > 0) return { key };
      return {
        key,
        values: {
          crewCode: pilot.crewCode,
          type,
          startDate,
          status: (values.line_training_status as number | null) ?? LineTrainingStatus.COMPLETED,
          lastForm,
        },
      };
    },
    (rows) => storedLineTrainings(context.db, [...new Set(rows.map((row) => row.values.crewCode))]),
    "line_training_start_date",
  );
}

/** The stage whose form a line training's last form is: the pilot's while it waits on the pilot. */
const formOrderOf = (status: number): 1 | 2 => (status === LineTrainingStatus.PILOT_SUBMIT ? 1 : 2);

/**
 * Line trainings written as the create call writes them (name and fleet from the pilot row), from
 * each row's start date and in its final status; a last form kept as a submission, as an upload
 * keeps one (so the file is read through its line training). The trainings, submissions and audit
 * rows one statement each per chunk; no workflow step, no mail.
 */
async function writeLineTraining(rows: readonly PlannedRow[], context: WriteContext): Promise<WrittenRow[]> {
  const all = rows.map((row) => row.values as LineTrainingValues);
  const named = await pilotsNamed(
    context,
    all.map((values) => values.crewCode),
  );
  const profiles = new Map(
    (
      await context.tx
        .select({ id: pilots.id, fleet: pilots.fleet, namePosition: pilots.namePosition })
        .from(pilots)
        .where(
          inArray(
            pilots.id,
            [...named.values()].map((pilot) => pilot.id),
          ),
        )
    ).map((profile) => [profile.id, profile]),
  );
  const written = [];
  for (const [at, row] of rows.entries()) {
    const values = all[at] as LineTrainingValues;
    const found = named.get(values.crewCode) as { id: number; fullName: string };
    const file = values.lastForm ? await context.storeFile(values.lastForm, LINE_TRAINING_FOLDER) : null;
    const order = formOrderOf(values.status);
    written.push({ row, values, found, profile: profiles.get(found.id), file, order, byPilot: order === 1 });
  }
  const ids = insertedIds(
    await context.tx
      .insert(lineTrainings)
      .values(
        written.map(({ values, found, profile, file, byPilot }) => ({
          pilotCrewCode: values.crewCode,
          pilotName: found.fullName,
          lineTrainingType: values.type,
          fleet: profile?.fleet ?? null,
          startDate: values.startDate,
          status: values.status,
          lastSubmit: file?.key ?? null,
          secondSubmit: file && !byPilot ? file.key : null,
          lastSubmittedAt: file ? context.now : null,
          lastSubmittedBy: file && byPilot ? found.fullName : null,
          createdBy: context.actor.id,
          importBatchId: context.batchId,
          createdAt: context.now,
          updatedAt: context.now,
        })),
      )
      .returning({ id: lineTrainings.id }),
    rows,
  );
  const submissions = written.flatMap(({ values, found, profile, file, order, byPilot }, at) =>
    file
      ? [
          {
            lineTrainingId: ids[at] as number,
            formOrder: order,
            crewCode: byPilot ? values.crewCode : null,
            fullName: byPilot ? found.fullName : null,
            namePosition: byPilot ? (profile?.namePosition ?? null) : null,
            fileKey: file.key,
            fileSha256: file.sha256,
            submittedBy: context.actor.id,
            submittedAt: context.now,
          },
        ]
      : [],
  );
  if (submissions.length > 0) await context.tx.insert(lineTrainingSubmissions).values(submissions);
  await auditImported(
    context,
    LINE_TRAINING_ENTITY,
    written.map(({ row, values, profile, file, order }, at) => ({
      row,
      entityId: ids[at] as number,
      changes: {
        pilot_crew_code: values.crewCode,
        line_training_type: values.type,
        fleet: profile?.fleet ?? null,
        start_date: values.startDate,
        status: values.status,
        last_submit: file ? { name: values.lastForm, sha256: file.sha256, form_order: order } : null,
      },
    })),
  );
  return ids.map((recordId) => ({ recordId }));
}

/** Whether a form was submitted to the line training, or a step of its workflow taken, after the commit. */
async function submittedSince(tx: Database, id: number, since: Date) {
  const [submission] = await tx
    .select({ id: lineTrainingSubmissions.id })
    .from(lineTrainingSubmissions)
    .where(
      and(eq(lineTrainingSubmissions.lineTrainingId, id), gt(lineTrainingSubmissions.submittedAt, since)),
    )
    .limit(1);
  if (submission) return true;
  const [step] = await tx
    .select({ id: workflowHistory.id })
    .from(workflowHistory)
    .where(
      and(
        eq(workflowHistory.entity, LINE_TRAINING_ENTITY),
        eq(workflowHistory.entityId, String(id)),
        gt(workflowHistory.at, since),
      ),
    )
    .limit(1);
  return Boolean(step);
}

/**
 * A line training the batch wrote taken out as the clean-up takes one out (kept in retention with its
 * submissions and files), unless it changed or got a submission since the commit.
 */
function undoLineTraining(row: StoredImportRow, context: UndoContext) {
  return takeOutRecord<typeof lineTrainings.$inferSelect & StoredRecord>(
    row,
    context,
    { entity: LINE_TRAINING_ENTITY, table: lineTrainings, id: lineTrainings.id },
    (training) => submittedSince(context.tx, training.id, context.committedAt),
    (training) => ({
      dependents: {
        submissions: {
          table: lineTrainingSubmissions,
          column: lineTrainingSubmissions.lineTrainingId,
          file: lineTrainingSubmissions.fileKey,
        },
      },
      files: [training.lastSubmit, training.secondSubmit],
    }),
  );
}

/** Every stored line training as a template row; the last form's column stays empty (its file is not in the workbook). */
async function exportLineTrainings(db: Database, language: Language, files: ExportFiles) {
  const rows = await db
    .select()
    .from(lineTrainings)
    .orderBy(
      asc(lineTrainings.pilotCrewCode),
      asc(lineTrainings.startDate),
      asc(lineTrainings.lineTrainingType),
      asc(lineTrainings.id),
    );
  const statusLabel = new Map(
    LINE_TRAINING_STATUS_OPTIONS.map((option) => [option.value, option.label[language]]),
  );
  return rows.map((row) => ({
    crew_code: row.pilotCrewCode,
    line_training_type: LINE_TRAINING_TYPE_NAMES[row.lineTrainingType as LineTrainingType],
    line_training_start_date: dayText(row.startDate),
    line_training_status: statusLabel.get(row.status) ?? String(row.status),
    line_training_last_form: files.name(row.lastSubmit),
  }));
}

/** Line trainings: a pilot's line training of a type, by crew code, type and start date, in its final status. */
export const lineTrainingImporter: KindImporter = {
  kind: LINE_TRAINING_IMPORT,
  plan: planLineTrainings,
  write: writeLineTraining,
  undo: undoLineTraining,
  exportRows: exportLineTrainings,
};
