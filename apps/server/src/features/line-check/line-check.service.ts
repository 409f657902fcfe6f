import {
  type CreateLineCheckInput,
  can,
  fleetScope,
  isAdminArea,
  isInstructor,
  isLineCheckPilot,
  LINE_CHECK_DOCUMENTS_ENTITY,
  LINE_CHECK_ENTITY,
  type LineCheck,
  type LineCheckDetailReply,
  type LineCheckListInput,
  type LineCheckListReply,
  type LineCheckStatus,
  type LineCheckStatusReply,
  lineCheckActions,
  lineCheckDocumentsWorkflow,
  lineCheckSubmitAction,
  type MyLatestLineCheckReply,
  maySetLineCheckDownloadedFlag,
  Permission,
  type ReadLineCheckDocumentsReply,
  Role,
  type SessionUser,
  type SetLineCheckDownloadedFlagReply,
  type SetLineCheckStatusInput,
  type SetLineCheckStatusReply,
  LineCheckStatus as Status,
  type SubmitLineCheckFormInput,
  type SubmitLineCheckFormReply,
  simLocalDay,
  toSimLocalIso,
  type UpdateLineCheckInput,
} from "@trms/shared";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditRepository, diff } from "../../lib/audit/audit.repository";
import type { BackgroundTasks } from "../../lib/background";
import { AppError, type ErrorDetail, forbidden, notFound } from "../../lib/errors";
import { fileUrl } from "../../lib/files/file-url";
import type { StoredFile } from "../../lib/files/upload";
import type { Mailer } from "../../lib/mailer";
import { stagedFormSteps } from "../../lib/staged-form";
import { applyTransition } from "../../lib/workflow";
import { workflowHistory } from "../../lib/workflow-history.table";
import { mailNextActors, recipientsByCrewCode, recipientsWithPermission } from "../../lib/workflow-mail";
import { pilotAccess, pilots } from "../pilot";
import { lineCheckForm } from "./line-check.form";
import {
  type LineCheckRow,
  type LineCheckScope,
  type LineCheckValues,
  lineCheckRepository,
  recordOf,
} from "./line-check.repository";
import { lineChecks } from "./line-check.table";

const STAGE_COLUMN = { 1: "firstSubmit", 2: "secondSubmit" } as const;

/** DD/MM/YYYY of the line check in the airline's days, for the mails. */
const mailDate = (instant: Date) => simLocalDay(instant).split("-").reverse().join("/");

const invalid = (details: ErrorDetail[]) => new AppError("VALIDATION_ERROR", "validation_failed", details);

/** What the audit row keeps of a line check: its fields as the contract names them. */
function snapshot(row: LineCheckValues) {
  return {
    pilot_crew_code: row.pilotCrewCode,
    instructor_crew_code: row.instructorCrewCode,
    line_check_date: toSimLocalIso(row.lineCheckDate as Date),
    line_check_sectors: row.lineCheckSectors,
    note: row.note ?? null,
  };
}

export interface LineCheckServiceDeps {
  db: Database;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

export function lineCheckService(deps: LineCheckServiceDeps) {
  const { db } = deps;
  const repo = lineCheckRepository(db);
  const steps = stagedFormSteps(db, lineCheckForm);
  const { crewInFleetScope } = pilotAccess(db);

  /**
   * The line check, if this account may reach it: staff past the route guard reach those of their
   * fleet's pilots (ADR 0942); a
   * pilot or an instructor only those they are the pilot or the instructor of. Anything else reads
   * as missing (ADR 0600).
   */
  async function reachable(actor: SessionUser, id: number): Promise<LineCheckRow> {
    const row = await repo.row(id);
    if (!row) throw notFound();
    if (isAdminArea(actor)) {
      if (!(await crewInFleetScope(actor, [row.pilotCrewCode]))) throw notFound();
      return row;
    }
    if (!can(actor, "line_check.read", recordOf(row))) throw notFound();
    return row;
  }

  /**
   * The pilot of a create or an edit (ADR 0600): the admin area names any pilot; a pilot creates
   * for themself; an instructor for themself, or for another pilot when they are its instructor.
   */
  function pilotOf(actor: SessionUser, input: CreateLineCheckInput, any: boolean): string {
    if (any) {
      if (!input.pilot_crew_code)
        throw invalid([{ path: "pilot_crew_code", message: "line_check_pilot_required" }]);
      return input.pilot_crew_code;
    }
    const own = actor.crew_code;
    if (!own) throw forbidden();
    const pilot = input.pilot_crew_code ?? own;
    if (pilot !== own && !(isInstructor(actor) && input.instructor_crew_code === own))
      throw new AppError("FORBIDDEN", "line_check_pilot_not_yours");
    return pilot;
  }

  /** The row values after checking both crew codes against the pilot rows (part2 §5, ADR 0600). */
  async function checkedValues(
    actor: SessionUser,
    input: CreateLineCheckInput,
    pilot: string,
  ): Promise<LineCheckValues> {
    const instructor = input.instructor_crew_code;
    if (pilot === instructor)
      throw invalid([{ path: "instructor_crew_code", message: "line_check_same_person" }]);
    const people = new Map((await repo.people([pilot, instructor])).map((p) => [p.crewCode, p]));
    const details: ErrorDetail[] = [];
    const pilotRow = people.get(pilot);
    const instructorRow = people.get(instructor);
    if (!pilotRow || (pilotRow.role !== Role.PILOT && pilotRow.role !== Role.INSTRUCTOR))
      details.push({ path: "pilot_crew_code", message: "line_check_crew_code_unknown" });
    // A manager bound to a fleet names the pilots of that fleet only (ADR 0942).
    else if (isAdminArea(actor) && fleetScope(actor) !== null && pilotRow.fleet !== fleetScope(actor))
      details.push({ path: "pilot_crew_code", message: "line_check_pilot_other_fleet" });
    if (!instructorRow || instructorRow.role !== Role.INSTRUCTOR)
      details.push({ path: "instructor_crew_code", message: "line_check_not_an_instructor" });
    if (details.length > 0) throw invalid(details);
    return {
      pilotCrewCode: pilot,
      pilotName: pilotRow?.fullName ?? null,
      instructorCrewCode: instructor,
      instructorName: instructorRow?.fullName ?? null,
      lineCheckDate: new Date(input.line_check_date),
      lineCheckSectors: input.line_check_sectors,
      note: input.note ?? null,
    };
  }

  /** Whether any form was ever submitted to this line check (its files are a training record). */
  async function hasSubmissions(tx: Database, row: LineCheckRow) {
    if (row.firstSubmit || row.secondSubmit) return true;
    const [found] = await tx
      .select({ n: count() })
      .from(workflowHistory)
      .where(
        and(
          eq(workflowHistory.entity, LINE_CHECK_ENTITY),
          eq(workflowHistory.entityId, String(row.id)),
          inArray(workflowHistory.action, ["submit_first", "submit_second"]),
        ),
      );
    return (found?.n ?? 0) > 0;
  }

  const mailText = (row: LineCheckRow, actor: SessionUser, link: string) => ({
    date: mailDate(row.lineCheckDate),
    pilot: row.pilotName ?? row.pilotCrewCode,
    crew_code: row.pilotCrewCode,
    actor: actor.full_name,
    link,
  });

  /**
   * The mail to whoever acts next (issue 14 item 8, as for SIM forms), after the commit: the first
   * form → the instructor; the second → the SET_LINE_CHECK_FLAG holders of the pilot's fleet.
   */
  function mailAfterStage(actor: SessionUser, row: LineCheckRow, order: 1 | 2) {
    if (order === 1) {
      mailNextActors(deps, "line check mail", {
        actorId: actor.id,
        recipients: (tx) => recipientsByCrewCode(tx, [row.instructorCrewCode]),
        text: {
          subject: "line_check_mail_subject_stage",
          body: "line_check_mail_body_stage",
          values: mailText(row, actor, `${deps.publicUrl}/line-check`),
        },
      });
      return;
    }
    mailNextActors(deps, "line check mail", {
      actorId: actor.id,
      recipients: async (tx) => {
        const [pilot] = await tx
          .select({ fleet: pilots.fleet })
          .from(pilots)
          .where(eq(pilots.crewCode, row.pilotCrewCode));
        return recipientsWithPermission(tx, Permission.SET_LINE_CHECK_FLAG, pilot?.fleet ?? null);
      },
      text: {
        subject: "line_check_mail_subject_download",
        body: "line_check_mail_body_download",
        values: mailText(row, actor, `${deps.publicUrl}/admin/line-check`),
      },
    });
  }

  /** The actions the tables offer this account on this line check now. */
  /** What the tables offer this account on this line check now: the same list the web's buttons ask. */
  const actionsOf = (actor: SessionUser, row: LineCheckRow) => lineCheckActions(actor, recordOf(row));

  return {
    /** `linecheck/get_line_check_list`: the caller's line checks, paged, searched and sorted in SQL. */
    async list(actor: SessionUser, input: LineCheckListInput): Promise<LineCheckListReply> {
      let scope: LineCheckScope;
      if (can(actor, "line_check.view_all")) scope = { all: true, fleet: fleetScope(actor) };
      else if (actor.crew_code) scope = { crewCode: actor.crew_code, asInstructor: isInstructor(actor) };
      else return { line_check_list: [], total: 0 };
      return repo.list(input, scope);
    },

    /** `linecheck/create_line_check`. */
    async create(actor: SessionUser, input: CreateLineCheckInput) {
      const pilot = pilotOf(actor, input, can(actor, "line_check.create_any"));
      const values = await checkedValues(actor, input, pilot);
      const row = await db.transaction(async (tx) => {
        const created = await lineCheckRepository(tx).insert({ ...values, createdBy: actor.id });
        await auditRepository(tx).record({
          entity: LINE_CHECK_ENTITY,
          entityId: created.id,
          action: "create",
          actorId: actor.id,
          changes: snapshot(values),
        });
        return created;
      });
      return { id: row.id };
    },

    /**
     * `linecheck/update_line_check`: EDIT_LINE_CHECK holders in any status; the pilot or the
     * instructor of the line check while it is Initial and nothing was submitted (ADR 0600).
     */
    async update(actor: SessionUser, input: UpdateLineCheckInput): Promise<LineCheck> {
      const { id, ...fields } = input;
      const any = can(actor, "line_check.edit_any");
      const before = await reachable(actor, id);
      const pilot = any
        ? (fields.pilot_crew_code ?? before.pilotCrewCode)
        : pilotOf(
            actor,
            {
              ...fields,
              pilot_crew_code: fields.pilot_crew_code ?? before.pilotCrewCode,
            },
            false,
          );
      const values = await checkedValues(actor, fields, pilot);
      await db.transaction(async (tx) => {
        const txRepo = lineCheckRepository(tx);
        const locked = await txRepo.lock(id);
        if (!locked) throw notFound();
        if (!any && (locked.status !== Status.INITIAL || (await hasSubmissions(tx, locked))))
          throw new AppError("CONFLICT", "line_check_not_editable");
        await txRepo.update(id, values);
        await auditRepository(tx).record({
          entity: LINE_CHECK_ENTITY,
          entityId: id,
          action: "update",
          actorId: actor.id,
          changes: diff(snapshot(locked), snapshot(values)),
        });
      });
      return (await repo.byId(id)) as LineCheck;
    },

    /** `linecheck/get_line_check_by_id {id}`. */
    async get(actor: SessionUser, id: number): Promise<LineCheckDetailReply> {
      const row = await reachable(actor, id);
      if (isAdminArea(actor) && !can(actor, "line_check.view_all")) throw notFound();
      const [check] = await repo.toLineCheck([row]);
      return { ...(check as LineCheck), actions: actionsOf(actor, row) };
    },

    /**
     * `linecheck/delete_line_check {line_check_id}` (DELETE_LINE_CHECK): a line check nobody has
     * submitted a form to (ADR 0600). The audit row keeps what it was.
     */
    async delete(actor: SessionUser, id: number) {
      await db.transaction(async (tx) => {
        const txRepo = lineCheckRepository(tx);
        const row = await txRepo.lock(id);
        if (!row || !(await pilotAccess(tx).crewInFleetScope(actor, [row.pilotCrewCode]))) throw notFound();
        if (await hasSubmissions(tx, row)) throw new AppError("CONFLICT", "line_check_has_submissions");
        await txRepo.delete(id);
        await auditRepository(tx).record({
          entity: LINE_CHECK_ENTITY,
          entityId: id,
          action: "delete",
          actorId: actor.id,
          changes: { ...snapshot(row), line_check_status: row.status },
        });
      });
      return null;
    },

    /** `linecheck/submit_line_check_form`: the pilot's first form or the instructor's second. */
    async submitForm(
      actor: SessionUser,
      input: SubmitLineCheckFormInput,
      file: StoredFile,
    ): Promise<SubmitLineCheckFormReply> {
      const before = await reachable(actor, input.line_check_id);
      const order = input.form_order;
      const { row } = await steps.submit(actor, recordOf(before), lineCheckSubmitAction(order), file, {
        // A new second form has not been downloaded yet.
        set: { [STAGE_COLUMN[order]]: file.key, ...(order === 2 ? { downloadedFlag: 1 } : {}) },
        afterCommit: () => mailAfterStage(actor, before, order),
      });
      return {
        line_check_id: row.id,
        form_order: order,
        line_check_status: row.status as LineCheckStatus,
        submitted_report: fileUrl(file.key) as string,
      };
    },

    /** `linecheck/set_line_check_status`: any status with an optional reason and file. */
    async setStatus(
      actor: SessionUser,
      input: SetLineCheckStatusInput,
      file: StoredFile | undefined,
    ): Promise<SetLineCheckStatusReply> {
      const before = await reachable(actor, input.line_check_id);
      const { row } = await steps.setStatus(actor, recordOf(before), {
        to: input.status,
        reason: input.reason,
        file,
      });
      return {
        line_check_status: row.status as LineCheckStatus,
        reset_status: await steps.resetHistoryOf(row.id),
      };
    },

    /** `linecheck/get_line_check_status`: the status, its history and what the caller may do now. */
    async status(actor: SessionUser, id: number): Promise<LineCheckStatusReply> {
      const row = await reachable(actor, id);
      return {
        line_check_id: row.id,
        line_check_status: row.status as LineCheckStatus,
        reset_status: await steps.resetHistoryOf(row.id),
        actions: actionsOf(actor, row),
      };
    },

    /** `linecheck/set_line_check_downloaded_flag`: after a download of the second form. */
    async setDownloadedFlag(actor: SessionUser, id: number): Promise<SetLineCheckDownloadedFlagReply> {
      const row = await reachable(actor, id);
      if (!row.secondSubmit) throw new AppError("CONFLICT", "line_check_download_not_ready");
      if (!maySetLineCheckDownloadedFlag(actor, recordOf(row))) throw forbidden();
      await steps.markDownloaded(actor, id);
      return { line_check_id: id, downloaded_flag: 2 };
    },

    /**
     * `linecheck/read_documents {line_check_id, completed}`: the line check's own pilot confirms
     * having read the documents; confirming again changes nothing (ADR 0600).
     */
    async readDocuments(actor: SessionUser, id: number): Promise<ReadLineCheckDocumentsReply> {
      const row = await reachable(actor, id);
      const record = recordOf(row);
      if (!isLineCheckPilot(actor, record)) throw new AppError("FORBIDDEN", "line_check_read_own_only");
      if (!row.documentCompletion) {
        const now = new Date();
        await applyTransition(db, {
          workflow: lineCheckDocumentsWorkflow,
          table: lineChecks,
          statusField: "documentCompletion",
          stored: (state) => state === 1,
          record,
          actor,
          action: "read_documents",
          set: { documentCompletedAt: now, updatedAt: now },
        });
      }
      return { line_check_id: id, linecheck_document_completion: true };
    },

    /** `linecheck/get_latest_line_check`: the caller's own latest line check (the reading prompt). */
    async latest(actor: SessionUser): Promise<MyLatestLineCheckReply> {
      if (!actor.crew_code) return { line_check: null };
      return { line_check: (await repo.latestOf(actor.crew_code)) ?? null };
    },

    /** Whether this account may read a stored file of this line check (the `line_check` folder). */
    async mayReadFile(actor: SessionUser, id: number) {
      const row = await repo.row(id);
      if (!row) return false;
      if (isAdminArea(actor) && !(await crewInFleetScope(actor, [row.pilotCrewCode]))) return false;
      return (
        can(actor, "line_check.read", recordOf(row)) ||
        can(actor, "line_check.set_downloaded_flag") ||
        can(actor, "line_check.set_status")
      );
    },

    repo,
  };
}
export type LineCheckService = ReturnType<typeof lineCheckService>;

export { LINE_CHECK_DOCUMENTS_ENTITY };
