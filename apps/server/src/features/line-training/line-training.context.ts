import {
  fleetScope,
  isAdminArea,
  isInstructor,
  LINE_TRAINING_TYPE_NAMES,
  type LineTrainingType,
  lineTrainingSubmitAction,
  mayReadLineTraining,
  Permission,
  Role,
  type SessionUser,
} from "@trms/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { users } from "../../db/tables/user.table";
import { notFound } from "../../lib/errors";
import type { FileStore } from "../../lib/files/file-store";
import type { MailOutbox, StepMail } from "../../lib/mail-outbox/mail-outbox";
import { stagedFormSteps } from "../../lib/staged-form";
import { nextActorsMail, recipientsByCrewCode, recipientsWithPermission } from "../../lib/workflow-mail";
import { pilotAccess } from "../pilot";
import { lineTrainingForm } from "./line-training.form";
import {
  type LineTrainingRow,
  type LineTrainingScope,
  lineTrainingRepository,
  toRecord,
} from "./line-training.repository";

export interface LineTrainingServiceDeps {
  db: Database;
  store: FileStore;
  outbox: MailOutbox;
  publicUrl: string;
}

export const snapshot = (row: LineTrainingRow) => ({
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
    /** The mail to the next actor, queued with the upload. */
    mail?: StepMail;
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
      mail: step.mail,
    },
  );
}

/** What the calls of this feature share: its dependencies and the rules they read (issue 26 item 6). */
export function lineTrainingContext(deps: LineTrainingServiceDeps) {
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
  function mailAfterUpload(actor: SessionUser, row: LineTrainingRow, order: 1 | 2): StepMail {
    return nextActorsMail(deps.outbox, "line_training", {
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

  return { deps, crewInFleetScope, crewMember, db, mailAfterUpload, reachable, repo, resetHistory, scopeOf };
}
export type LineTrainingContext = ReturnType<typeof lineTrainingContext>;
