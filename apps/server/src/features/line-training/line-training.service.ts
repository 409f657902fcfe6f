import {
  type CleanUpLineTrainingReply,
  type CreateLineTrainingInput,
  can,
  fleetScope,
  isAdminArea,
  isInstructor,
  isPilotArea,
  LINE_TRAINING_ENTITY,
  LINE_TRAINING_TYPE_NAMES,
  type LineTraining,
  type LineTrainingListInput,
  type LineTrainingListReply,
  type LineTrainingStatus,
  type LineTrainingSubmission,
  type LineTrainingSubmissionsReply,
  type LineTrainingType,
  lineTrainingSubmitAction,
  mayReadLineTraining,
  Permission,
  Role,
  type SessionUser,
  type SetLineTrainingStatusInput,
  type SetLineTrainingStatusReply,
  type SubmitLineTrainingFormInput,
  type SubmitLineTrainingFormReply,
  simLocalDay,
} from "@trms/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditRepository } from "../../lib/audit/audit.repository";
import type { BackgroundTasks } from "../../lib/background";
import { AppError, notFound, validation } from "../../lib/errors";
import { type FileStore, removeQuietly } from "../../lib/files/file-store";
import { fileUrl } from "../../lib/files/file-url";
import type { StoredFile } from "../../lib/files/upload";
import type { Mailer } from "../../lib/mailer";
import { stagedFormSteps } from "../../lib/staged-form";
import { mailNextActors, recipientsByCrewCode, recipientsWithPermission } from "../../lib/workflow-mail";
import { pilotAccess, pilots } from "../pilot";
import { users } from "../user";
import { lineTrainingForm } from "./line-training.form";
import {
  type LineTrainingRow,
  type LineTrainingScope,
  lineTrainingRepository,
  toRecord,
  toSubmission,
} from "./line-training.repository";

export interface LineTrainingServiceDeps {
  db: Database;
  store: FileStore;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

const snapshot = (row: LineTrainingRow) => ({
  pilot_crew_code: row.pilotCrewCode,
  pilot_name: row.pilotName,
  line_training_type: row.lineTrainingType,
  fleet: row.fleet,
  start_date: row.startDate,
  status: row.status,
});

/**
 * One upload step (the service's `submit_form` and the demo seed): the table's conditional move with
 * history and audit, the row's latest submission, and the submission record, in one transaction.
 */
export function applySubmission(
  db: Database,
  step: {
    row: LineTrainingRow;
    actor: SessionUser;
    order: 1 | 2;
    file: { key: string; sha256: string };
    namePosition: number | null;
    at?: Date;
    afterCommit?: () => void;
  },
) {
  const { row, actor, order, file } = step;
  const at = step.at ?? new Date();
  return stagedFormSteps(db, lineTrainingForm).submit(
    actor,
    toRecord(row),
    lineTrainingSubmitAction(order),
    file,
    {
      set: {
        lastSubmit: file.key,
        ...(order === 2 ? { secondSubmit: file.key } : {}),
        lastSubmittedAt: at,
        lastSubmittedBy: actor.full_name,
        updatedAt: at,
      },
      audit: { changes: { form_order: order } },
      within: (tx) =>
        lineTrainingRepository(tx).addSubmission({
          lineTrainingId: row.id,
          formOrder: order,
          crewCode: actor.crew_code,
          fullName: actor.full_name,
          namePosition: step.namePosition,
          fileKey: file.key,
          fileSha256: file.sha256,
          submittedBy: actor.id,
          submittedAt: at,
        }),
      afterCommit: step.afterCommit,
    },
  );
}

export function lineTrainingService(deps: LineTrainingServiceDeps) {
  const { db } = deps;
  const repo = lineTrainingRepository(db);
  const { crewInFleetScope } = pilotAccess(db);

  /**
   * The line training, if this account may reach it: staff past the route guard reach those of
   * their fleet's pilots (ADR 0942); a
   * pilot their own, an instructor their own and their fleet's. Anything else reads as missing.
   */
  async function reachable(actor: SessionUser, id: number): Promise<LineTrainingRow> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    if (isAdminArea(actor)) {
      if (!(await crewInFleetScope(actor, [row.pilotCrewCode]))) throw notFound();
      return row;
    }
    if (!mayReadLineTraining(actor, { pilot_crew_code: row.pilotCrewCode, fleet: row.fleet }))
      throw notFound();
    return row;
  }

  function scopeOf(actor: SessionUser): LineTrainingScope {
    if (isAdminArea(actor)) return { all: true, staffFleet: fleetScope(actor) };
    return { crewCode: actor.crew_code ?? "", fleet: isInstructor(actor) ? actor.fleet : null };
  }

  /** The active pilot or instructor with this crew code, with their fleet and position. */
  async function crewMember(crewCode: string) {
    const [found] = await db
      .select({
        crewCode: pilots.crewCode,
        fullName: pilots.fullName,
        fleet: pilots.fleet,
        namePosition: pilots.namePosition,
      })
      .from(pilots)
      .innerJoin(users, eq(users.id, pilots.userId))
      .where(
        and(
          eq(pilots.crewCode, crewCode),
          eq(users.status, 1),
          eq(pilots.status, 1),
          inArray(users.role, [Role.PILOT, Role.INSTRUCTOR]),
        ),
      );
    return found;
  }

  /**
   * The mail after an upload (as for SIM forms, sent after the commit): the pilot's form goes to the
   * instructors already training them, or, before any, to the status holders of the fleet who assign
   * one; an instructor's form goes to the pilot (ADR 0610).
   */
  function mailAfterUpload(actor: SessionUser, row: LineTrainingRow, order: 1 | 2) {
    mailNextActors(deps, "line training mail", {
      actorId: actor.id,
      recipients: async (tx) => {
        if (order === 2) return recipientsByCrewCode(tx, [row.pilotCrewCode]);
        const assessors = await lineTrainingRepository(tx).assessorCrewCodes(row.id);
        if (assessors.length > 0) return recipientsByCrewCode(tx, assessors);
        return recipientsWithPermission(tx, Permission.CHANGE_LINE_TRAINING_STATUS, row.fleet);
      },
      text: {
        subject: "line_training_mail_subject_stage",
        body: "line_training_mail_body_stage",
        values: {
          type: LINE_TRAINING_TYPE_NAMES[row.lineTrainingType as LineTrainingType],
          pilot: row.pilotName ?? row.pilotCrewCode,
          crew_code: row.pilotCrewCode,
          actor: actor.full_name,
          link: `${deps.publicUrl}/${order === 2 ? "" : "admin/"}line-training`,
        },
      },
    });
  }

  const resetHistory = async (row: LineTrainingRow) => (await repo.withHistory([row]))[0]?.reset_status ?? [];

  return {
    /** `line_training/get_line_training_list`: one tab, one type (or all), searched and paged in SQL. */
    async list(actor: SessionUser, input: LineTrainingListInput): Promise<LineTrainingListReply> {
      return repo.list(input, scopeOf(actor));
    },

    /** `line_training/get_line_training_by_id`. */
    async byId(actor: SessionUser, id: number): Promise<LineTraining> {
      const row = await reachable(actor, id);
      const [found] = await repo.withHistory([row]);
      return found as LineTraining;
    },

    /**
     * `line_training/create_line_training`: for an active pilot; the name and fleet come from the
     * pilot row. A pilot creates only their own, an instructor their own or their fleet's (ADR 0610).
     */
    async create(actor: SessionUser, input: CreateLineTrainingInput): Promise<LineTraining> {
      const pilot = await crewMember(input.pilot_crew_code);
      if (!pilot) throw validation("pilot_crew_code", "line_training_pilot_not_found");
      if (isPilotArea(actor)) {
        const own = pilot.crewCode === actor.crew_code;
        const fleet = isInstructor(actor) && actor.fleet !== null && pilot.fleet === actor.fleet;
        if (!own && !fleet) throw new AppError("FORBIDDEN", "line_training_create_not_allowed");
      } else if (fleetScope(actor) !== null && pilot.fleet !== fleetScope(actor))
        // A manager bound to a fleet starts line trainings for that fleet's pilots only (ADR 0942).
        throw validation("pilot_crew_code", "line_training_pilot_other_fleet");
      const row = await db.transaction(async (tx) => {
        const created = await lineTrainingRepository(tx).insert({
          pilotCrewCode: pilot.crewCode,
          pilotName: pilot.fullName,
          lineTrainingType: input.line_training_type,
          fleet: pilot.fleet,
          startDate: simLocalDay(new Date()),
          createdBy: actor.id,
        });
        await auditRepository(tx).record({
          entity: LINE_TRAINING_ENTITY,
          entityId: created.id,
          action: "create",
          actorId: actor.id,
          changes: snapshot(created),
        });
        return created;
      });
      return { ...(await repo.withHistory([row]))[0] } as LineTraining;
    },

    /** `line_training/submit_form`: the pilot's first stage or an instructor's second (the table decides). */
    async submitForm(
      actor: SessionUser,
      input: SubmitLineTrainingFormInput,
      file: StoredFile,
    ): Promise<SubmitLineTrainingFormReply> {
      const row = await reachable(actor, input.submitted_line_training_id);
      const order = input.form_order;
      const submitter = actor.crew_code ? await crewMember(actor.crew_code) : undefined;
      const { row: moved } = await applySubmission(db, {
        row,
        actor,
        order,
        file,
        namePosition: submitter?.namePosition ?? null,
        afterCommit: () => mailAfterUpload(actor, row, order),
      });
      return { last_submit: fileUrl(moved.lastSubmit) as string, status: moved.status as LineTrainingStatus };
    },

    /** `line_training/get_submissions_by_line_training_id`: the submission history, newest first. */
    async submissions(actor: SessionUser, id: number): Promise<LineTrainingSubmissionsReply> {
      await reachable(actor, id);
      const rows = await repo.submissions(id);
      return { total: rows.length, submissions: rows.map(toSubmission) };
    },

    /** `line_training/get_latest_submission_by_line_training_id`: the newest submission, or null. */
    async latestSubmission(actor: SessionUser, id: number): Promise<LineTrainingSubmission | null> {
      await reachable(actor, id);
      const [latest] = await repo.submissions(id);
      return latest ? toSubmission(latest) : null;
    },

    /** `line_training/set_status`: any status with an optional reason and file (CHANGE_LINE_TRAINING_STATUS). */
    async setStatus(
      actor: SessionUser,
      input: SetLineTrainingStatusInput,
      file: StoredFile | undefined,
    ): Promise<SetLineTrainingStatusReply> {
      const row = await reachable(actor, input.line_training_id);
      const { row: moved } = await stagedFormSteps(db, lineTrainingForm).setStatus(actor, toRecord(row), {
        to: input.status,
        reason: input.reason,
        file,
      });
      return { status: moved.status as LineTrainingStatus, reset_status: await resetHistory(moved) };
    },

    /**
     * `line_training/clean_up_line_training` (super admin, part2 §6): removes the line training, its
     * submissions and history in one transaction; the audit row names every removed file with its
     * SHA-256; the files leave the store only after the commit (ADR 0612).
     */
    async cleanUp(actor: SessionUser, id: number): Promise<CleanUpLineTrainingReply> {
      if (!can(actor, "line_training.clean_up")) throw notFound();
      const keys = await db.transaction(async (tx) => {
        const txRepo = lineTrainingRepository(tx);
        const row = await txRepo.lockById(id);
        if (!row) throw notFound();
        const files = await txRepo.fileKeys(id);
        const submissions = await txRepo.submissions(id);
        await auditRepository(tx).record({
          entity: LINE_TRAINING_ENTITY,
          entityId: id,
          action: "clean_up",
          actorId: actor.id,
          changes: { ...snapshot(row), submissions: submissions.length, files_removed: files },
        });
        await txRepo.remove(id);
        return [...files.map((file) => file.key), row.lastSubmit, row.secondSubmit];
      });
      await removeQuietly(deps.store, keys);
      return { line_training_id: id };
    },

    /** Whether this account may read a stored file of this line training (the `line_training` folder). */
    async mayReadFile(actor: SessionUser, id: number) {
      const row = await repo.byId(id);
      if (!row) return false;
      if (isAdminArea(actor) && !(await crewInFleetScope(actor, [row.pilotCrewCode]))) return false;
      return (
        mayReadLineTraining(actor, { pilot_crew_code: row.pilotCrewCode, fleet: row.fleet }) ||
        can(actor, "line_training.set_status")
      );
    },
  };
}
export type LineTrainingService = ReturnType<typeof lineTrainingService>;
