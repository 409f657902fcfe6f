import {
  type ApproveResultReply,
  can,
  type SessionUser,
  type TrainingRecordAccessRecord,
  type TrainingRecordKind,
} from "@trms/shared";
import { and, asc, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ZodType } from "zod";
import type { Database } from "../../db/client";
import { auditRepository } from "../../lib/audit/audit.repository";
import { forbidden, notFound, validation } from "../../lib/errors";
import type { FileStore } from "../../lib/files/file-store";
import { fileUrl } from "../../lib/files/file-url";
import type { StoredFile } from "../../lib/files/upload";
import { retainRecord } from "../../lib/retention/retain";
import { containsPattern, countAll, type PageRequest, pagedQuery } from "../../lib/sql";
import { selectedIds, selectionLimit, type TrainingFileRecords } from "../../lib/training-file-records";
import { type PilotRecordKind, visiblePilot as pilotVisibleTo, type VisiblePilot } from "../pilot";
import type { Approvable, ApprovalTable } from "./approve-record";

/** A table of base trainings, theory tests or progress theory reports: `trainingRecordColumns()` and an id. */
export type TrainingRecordTable = ApprovalTable & {
  pilotId: PgColumn;
  instructorId: PgColumn;
  instructorName: PgColumn;
  reportFile: PgColumn;
};

/** The stored columns every such record shares (`trainingRecordColumns()`). */
export interface StoredTrainingRecord {
  id: number;
  pilotId: number;
  instructorId: number;
  instructorName: string;
  reportFile: string;
  status: number;
  approvedAt: Date | null;
  approvedBy: number | null;
  traineeSignature: string | null;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What every create input names: the trainee, and the instructor when the form sends one. */
export interface TrainingRecordInput {
  pilot_id: number;
  instructor_id?: number | undefined;
}

/** A list request of one pilot's records (the shared list schema's output). */
export type PilotListRequest<Sort extends string> = PageRequest<Sort> & {
  pilot_id: number;
  date_range?: { start_date?: string; end_date?: string };
};

/** One kind of training record as the shared service needs it. */
export interface TrainingRecordKindSpec<Rec extends StoredTrainingRecord, Input, Sort extends string> {
  kind: TrainingRecordKind;
  table: TrainingRecordTable;
  /** The record's date (of flight, of test): the list's default order and its date range. */
  date: PgColumn;
  /** The columns a list may sort on, by the shared schema's names. */
  sortColumns: Record<Sort, PgColumn>;
  /** The kind's own columns from a create input. */
  values(input: Input): Record<string, unknown>;
  /** The kind's own fields of a list row (its date, result, …). */
  row(record: Rec): Record<string, unknown>;
  /** The kind's own fields of a detail beside its row's. */
  detail(record: Rec): Record<string, unknown>;
}

/** The URL of a stored training file, under the spec's path (`/phase_report/training_file/…`). */
export const trainingFileUrl = (key: string) => fileUrl(key, "/phase_report");

/** Every by-pilot reply that is not a page holds at most this many records, newest first. */
export const BY_PILOT_LIMIT = 500;

/**
 * Create with report, list, by-id read, delete, approval and file access for one kind of training
 * record (base training, theory test, progress theory): the kinds differ only in
 * their own columns, so the rules, the audit rows and the file handling live here once.
 */
export function trainingRecordService<
  Rec extends StoredTrainingRecord,
  Input extends TrainingRecordInput,
  Sort extends string,
>(deps: { db: Database; store: FileStore }, spec: TrainingRecordKindSpec<Rec, Input, Sort>) {
  const { table, kind } = spec;
  const visiblePilot = (actor: SessionUser, id: number, kind?: PilotRecordKind) =>
    pilotVisibleTo(deps.db, actor, id, kind);

  const accessOf = (record: Rec): TrainingRecordAccessRecord & { id: number } => ({
    id: record.id,
    pilot_id: record.pilotId,
    instructor_id: record.instructorId,
    status: record.status,
  });

  const rowOf = (record: Rec) => ({
    id: record.id,
    pilot_id: record.pilotId,
    instructor_id: record.instructorId,
    instructor_name: record.instructorName,
    status: record.status,
    ...spec.row(record),
  });

  const detailOf = (record: Rec, pilot: Pick<VisiblePilot, "full_name" | "crew_code">) => ({
    ...rowOf(record),
    ...spec.detail(record),
    pilot_name: pilot.full_name,
    pilot_crew_code: pilot.crew_code,
    report: trainingFileUrl(record.reportFile),
    instructor_signature: record.instructorName,
    trainee_signature: record.traineeSignature,
    trainee_approval: record.approvedAt?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  });

  /** What an audit row keeps of a record. */
  const snapshot = (record: Rec) => {
    const { createdAt: _c, updatedAt: _u, ...rest } = record;
    return { ...rest, approvedAt: record.approvedAt?.toISOString() ?? null };
  };

  async function byId(db: Database, id: number, lock = false) {
    const query = db.select().from(table).where(eq(table.id, id)).limit(1);
    const [record] = await (lock ? query.for("update") : query);
    return record as Rec | undefined;
  }

  /** The record if this account may see its pilot's records; otherwise it reads as missing (404). */
  async function visibleRecord(actor: SessionUser, id: number) {
    const record = await byId(deps.db, id);
    if (!record) throw notFound();
    const pilot = await visiblePilot(actor, record.pilotId, kind);
    return { record, pilot };
  }

  async function detail(actor: SessionUser, id: number) {
    const { record, pilot } = await visibleRecord(actor, id);
    const reply: Record<string, unknown> = detailOf(record, pilot);
    // The history (who created and approved it) is for administrators.
    if (can(actor, "training_record.history"))
      reply.history = await auditRepository(deps.db).history(kind, id);
    return reply;
  }

  return {
    /** One page of a pilot's records, sorted, dated and searched (by instructor name) in SQL. */
    async list(actor: SessionUser, input: PilotListRequest<Sort>) {
      await visiblePilot(actor, input.pilot_id);
      const conditions: SQL[] = [eq(table.pilotId, input.pilot_id)];
      const range = input.date_range;
      if (range?.start_date) conditions.push(gte(spec.date, range.start_date));
      if (range?.end_date) conditions.push(lte(spec.date, range.end_date));
      if (input.keyword)
        conditions.push(sql`lower(${table.instructorName}) like ${containsPattern(input.keyword)}`);
      const where = and(...conditions);
      const page = await pagedQuery({
        rows: deps.db.select().from(table).$dynamic(),
        ids: deps.db.select({ id: table.id }).from(table).where(where).$dynamic(),
        key: table.id,
        page: input,
        sort: { columns: spec.sortColumns, fallback: spec.date, tiebreak: table.id },
        count: deps.db.select({ total: countAll() }).from(table).where(where),
      });
      return { rows: (page.rows as unknown as Rec[]).map(rowOf), total: page.total };
    },

    /** Every record of one pilot, newest first (at most `BY_PILOT_LIMIT`), and how many there are. */
    async byPilot(actor: SessionUser, pilotId: number) {
      await visiblePilot(actor, pilotId);
      const where = eq(table.pilotId, pilotId);
      const [rows, [count]] = await Promise.all([
        deps.db
          .select()
          .from(table)
          .where(where)
          .orderBy(desc(spec.date), desc(table.id))
          .limit(BY_PILOT_LIMIT),
        deps.db.select({ total: countAll() }).from(table).where(where),
      ]);
      return { rows: (rows as unknown as Rec[]).map(rowOf), total: count?.total ?? 0 };
    },

    detail,

    /**
     * The pilot's records of this kind in their whole file, as the detail call replies them
     * (without the administrators' history, which the archive writes beside each record).
     */
    trainingFileRecords(schema: ZodType): TrainingFileRecords {
      return {
        kind,
        schema,
        async page(pilot, selection) {
          const rows = await deps.db
            .select({ record: table, day: spec.date })
            .from(table)
            .where(and(eq(table.pilotId, pilot.id), selectedIds(table.id, selection)))
            .orderBy(asc(table.id))
            .limit(selectionLimit(selection));
          const names = { full_name: pilot.fullName, crew_code: pilot.crewCode };
          return rows.map((row) => {
            const record = row.record as unknown as Rec;
            return { id: record.id, day: row.day as string, reply: detailOf(record, names) };
          });
        },
      };
    },

    /**
     * An instructor records a result of another pilot they may assess, as themself, with its report
     * PDF; the record and its audit row commit together (the caller removes the stored report when
     * this fails).
     */
    async create(actor: SessionUser, input: Input, report: StoredFile | undefined) {
      if (!can(actor, "training_record.create")) throw forbidden();
      if (input.instructor_id !== undefined && input.instructor_id !== actor.pilot_id)
        throw validation("instructor_id", "instructor_not_self");
      if (input.pilot_id === actor.pilot_id) throw validation("pilot_id", "cannot_assess_self");
      const pilot = await visiblePilot(actor, input.pilot_id);
      if (!can(actor, "training_record.create", { pilot_id: pilot.id, instructor_id: actor.pilot_id }))
        throw forbidden();
      if (!report) throw validation("report", "alert_report_required");
      const record = await deps.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(table)
          .values({
            ...spec.values(input),
            pilotId: pilot.id,
            instructorId: actor.pilot_id as number,
            instructorName: actor.full_name,
            reportFile: report.key,
            createdBy: actor.id,
          } as never)
          .returning();
        const created = inserted as unknown as Rec;
        await auditRepository(tx).record({
          entity: kind,
          entityId: created.id,
          action: "create",
          actorId: actor.id,
          changes: { ...snapshot(created), report_sha256: report.sha256 },
        });
        return created;
      });
      return detailOf(record, pilot);
    },

    /**
     * Only an administrator deletes. The record leaves every list and reply; its row, report and
     * history are retained until the retention purge.
     */
    async delete(actor: SessionUser, id: number) {
      if (!can(actor, "training_record.delete")) throw forbidden();
      await visibleRecord(actor, id);
      await deps.db.transaction(async (tx) => {
        const locked = await byId(tx as unknown as Database, id, true);
        if (!locked) throw notFound();
        await auditRepository(tx).record({
          entity: kind,
          entityId: id,
          action: "delete",
          actorId: actor.id,
          changes: snapshot(locked),
        });
        await retainRecord(tx, {
          entity: kind,
          entityId: id,
          table: table as unknown as PgTable,
          id: table.id,
          files: [locked.reportFile],
          actorId: actor.id,
        });
        await tx.delete(table).where(eq(table.id, id));
      });
    },

    /** The kind as the one approval call sees it. */
    approvable: {
      kind,
      table,
      visible: async (actor, id) => accessOf((await visibleRecord(actor, id)).record),
      // The kind's own detail, built from its spec's fields: the approval's reply schema checks it.
      detail: async (actor, row) => (await detail(actor, Number(row.id))) as ApproveResultReply,
      mayReadFile: async (actor, key) => {
        const [record] = await deps.db
          .select({ id: table.id, pilotId: table.pilotId })
          .from(table)
          .where(eq(table.reportFile, key))
          .limit(1);
        if (!record) return false;
        return visiblePilot(actor, record.pilotId as number, kind).then(
          () => record.id as number,
          () => false as const,
        );
      },
    } satisfies Approvable,
  };
}
export type TrainingRecordService = ReturnType<typeof trainingRecordService>;
