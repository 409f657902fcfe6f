import {
  type CreateEventReportInput,
  can,
  canSeePilot,
  EVENT_REPORT_EXPORT_MAX_ROWS,
  type EventReport,
  type EventReportExportQuery,
  type EventReportListInput,
  type EventReportListReply,
  type EventReportStatistics,
  type EventReportStatisticsInput,
  fleetScope,
  type PilotEventReportsReply,
  type SessionUser,
  STATISTICS_TOP_PILOTS,
  type UpdateEventReportInput,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { auditRepository } from "../../lib/audit/audit.repository";
import { AppError, notFound } from "../../lib/errors";
import { type AttachmentKind, attachmentRepository } from "../../lib/files/attachments";
import { type FileStore, removeQuietly } from "../../lib/files/file-store";
import type { StoredFile } from "../../lib/files/upload";
import { type EventReportValues, eventReportRepository, toReport } from "./event-report.repository";
import { occurrenceMonth } from "./event-report.time";

type ReportInput = CreateEventReportInput | UpdateEventReportInput;

/** Where the reports' files live and are served: the spec's event report file path (ADR 0514). */
export const EVENT_REPORT_FILES: AttachmentKind = { kind: "event_report_file", base: "/event_report_file" };

/** The months YYYYMM of these calendar years. */
const monthsOf = (years: number[]) =>
  years.flatMap((year) => Array.from({ length: 12 }, (_, i) => year * 100 + i + 1));

/** A pilot's view of a report: only their own line, so no one reads another's minus point. */
function ownLineOnly(report: EventReport, pilotId: number): EventReport {
  return { ...report, pilots: report.pilots.filter((pilot) => pilot.pilot_id === pilotId) };
}

export function eventReportService(deps: { db: Database; store: FileStore }) {
  const repo = eventReportRepository(deps.db);
  const files = attachmentRepository(deps.db, EVENT_REPORT_FILES);

  /**
   * Every named pilot must exist and be within the caller's pilot scope; one that is not reads
   * like one that does not exist (ADR 0510). Answers the report's fleet: its first pilot's.
   */
  async function checkPilots(actor: SessionUser, input: ReportInput): Promise<string | null> {
    const found = new Map(
      (await repo.pilotsByIds(input.pilots.map((pilot) => pilot.pilot_id))).map((pilot) => [pilot.id, pilot]),
    );
    const details = input.pilots.flatMap((named, index) => {
      const pilot = found.get(named.pilot_id);
      return pilot && canSeePilot(actor, pilot)
        ? []
        : [{ path: `pilots.${index}.pilot_id`, message: "event_report_pilot_unknown" }];
    });
    if (details.length > 0) throw new AppError("VALIDATION_ERROR", "validation_failed", details);
    return found.get(input.pilots[0]?.pilot_id ?? -1)?.fleet ?? null;
  }

  function valuesOf(input: ReportInput, fleet: string | null): EventReportValues {
    const occurredAt = new Date(input.date_of_occurence);
    return {
      occurredAt,
      occurredMonth: occurrenceMonth(occurredAt),
      flightNumber: input.flight_number,
      aircraftRegistration: input.aircraft_registration ?? null,
      sector: input.sector,
      content: input.content,
      note: input.note ?? null,
      fleet,
      minusPointTotal:
        Math.round(input.pilots.reduce((sum, pilot) => sum + pilot.minus_point * 100, 0)) / 100,
    };
  }

  /** The report with its pilots and files, as stored. */
  async function load(id: number, db: Database = deps.db): Promise<EventReport | undefined> {
    const txRepo = eventReportRepository(db);
    const row = await txRepo.row(id);
    if (!row) return undefined;
    const pilots = (await txRepo.pilotsOf([id])).get(id) ?? [];
    return { ...toReport(row), pilots, files: await attachmentRepository(db, EVENT_REPORT_FILES).list(id) };
  }

  /** Managers see a report when it or one of its pilots is in their fleet scope. */
  function managerMaySee(actor: SessionUser, report: EventReport, pilotFleets: (string | null)[]): boolean {
    if (!can(actor, "event_report.view")) return false;
    const scope = fleetScope(actor);
    return scope === null || report.fleet === scope || pilotFleets.includes(scope);
  }

  /** The report as this caller may read it, or 404 (a report they may not read reads as missing). */
  async function readable(actor: SessionUser, id: number): Promise<EventReport> {
    const report = await load(id);
    if (!report) throw notFound();
    const pilotIds = report.pilots.map((pilot) => pilot.pilot_id);
    const fleets = (await repo.pilotsByIds(pilotIds)).map((pilot) => pilot.fleet);
    if (managerMaySee(actor, report, fleets)) return report;
    if (actor.pilot_id !== null && can(actor, "event_report.read", { pilot_ids: pilotIds }))
      return ownLineOnly(report, actor.pilot_id);
    throw notFound();
  }

  async function list(
    actor: SessionUser,
    input: EventReportListInput,
    withTotal = true,
  ): Promise<EventReportListReply> {
    const page = await repo.list(input, fleetScope(actor), { withTotal });
    const ids = page.rows.map((row) => row.id);
    const [pilots, attached] = await Promise.all([repo.pilotsOf(ids), files.listMany(ids)]);
    return {
      event_reports: page.rows.map((row) => ({
        ...row,
        pilots: pilots.get(row.id) ?? [],
        files: attached.get(row.id) ?? [],
      })),
      total: page.total,
    };
  }

  return {
    list: (actor: SessionUser, input: EventReportListInput) => list(actor, input),

    /** The rows the list shows for this search, filters and sort, up to the export's cap. */
    async exportRows(actor: SessionUser, query: EventReportExportQuery) {
      const reply = await list(
        actor,
        { ...query, page_number: 1, page_count: EVENT_REPORT_EXPORT_MAX_ROWS },
        false,
      );
      return reply.event_reports;
    },

    detail: readable,

    files,

    /** Whether this account may read the report (and so its files). */
    mayReadRecord: async (actor: SessionUser, id: number) =>
      readable(actor, id).then(
        () => true,
        () => false,
      ),

    async create(
      actor: SessionUser,
      input: CreateEventReportInput,
      uploaded: StoredFile[] = [],
    ): Promise<EventReport> {
      const fleet = await checkPilots(actor, input);
      const values = valuesOf(input, fleet);
      const id = await deps.db.transaction(async (tx) => {
        const txRepo = eventReportRepository(tx);
        const reportId = await txRepo.insert(values, actor.id);
        await txRepo.setPilots(reportId, values.occurredMonth, input.pilots);
        await attachmentRepository(tx, EVENT_REPORT_FILES).add(reportId, uploaded);
        await auditRepository(tx).record({
          entity: "event_report",
          entityId: reportId,
          action: "create",
          actorId: actor.id,
          changes: { after: input, files: uploaded.map((file) => file.key) },
        });
        return reportId;
      });
      return (await load(id)) as EventReport;
    },

    /**
     * Changes the fields, the pilots and the files (`file_ids` kept, the others dropped, new ones
     * attached) in one transaction; dropped files leave the store only after it commits.
     */
    async update(
      actor: SessionUser,
      input: UpdateEventReportInput,
      uploaded: StoredFile[] = [],
    ): Promise<EventReport> {
      const before = await readable(actor, input.id);
      if (!can(actor, "event_report.edit")) throw notFound();
      const fleet = await checkPilots(actor, input);
      const values = valuesOf(input, fleet);
      const dropped = await deps.db.transaction(async (tx) => {
        const txRepo = eventReportRepository(tx);
        if (!(await txRepo.row(input.id, true))) throw notFound();
        await txRepo.update(input.id, values);
        await txRepo.setPilots(input.id, values.occurredMonth, input.pilots);
        const removed = await attachmentRepository(tx, EVENT_REPORT_FILES).replace(
          input.id,
          input.file_ids.map((file) => file.id),
          uploaded,
        );
        await auditRepository(tx).record({
          entity: "event_report",
          entityId: input.id,
          action: "update",
          actorId: actor.id,
          changes: {
            before,
            after: input,
            files_removed: removed,
            files_added: uploaded.map((file) => file.key),
          },
        });
        return removed;
      });
      await removeQuietly(deps.store, dropped);
      return (await load(input.id)) as EventReport;
    },

    async delete(actor: SessionUser, id: number) {
      const before = await readable(actor, id);
      const keys = await deps.db.transaction(async (tx) => {
        const txRepo = eventReportRepository(tx);
        if (!(await txRepo.row(id, true))) throw notFound();
        const removed = await attachmentRepository(tx, EVENT_REPORT_FILES).removeAll(id);
        await txRepo.delete(id);
        await auditRepository(tx).record({
          entity: "event_report",
          entityId: id,
          action: "delete",
          actorId: actor.id,
          changes: { before, files: removed },
        });
        return removed;
      });
      // The files go only once the report is gone: a failed delete keeps both.
      await removeQuietly(deps.store, keys);
    },

    /**
     * The reports naming a pilot, each with that pilot's minus point: for the pilot themself (with
     * only their own line) and for report managers who may see the pilot; anyone else gets 404.
     */
    async byPilot(actor: SessionUser, pilotId: number): Promise<PilotEventReportsReply> {
      const self = actor.pilot_id === pilotId;
      if (!self) {
        const [pilot] = await repo.pilotsByIds([pilotId]);
        if (!pilot || !can(actor, "event_report.view") || !canSeePilot(actor, pilot)) throw notFound();
      }
      const rows = await repo.byPilot(pilotId);
      const ids = rows.map((row) => row.id);
      const [pilots, attached] = await Promise.all([repo.pilotsOf(ids), files.listMany(ids)]);
      const reports = rows.map((row) => {
        const named = pilots.get(row.id) ?? [];
        return {
          ...row,
          pilots: self ? named.filter((p) => p.pilot_id === pilotId) : named,
          files: attached.get(row.id) ?? [],
        };
      });
      return { event_reports: reports, total: reports.length };
    },

    async statistics(actor: SessionUser, input: EventReportStatisticsInput): Promise<EventReportStatistics> {
      const months = monthsOf(input.years);
      const scope = fleetScope(actor);
      const [figures, top] = await Promise.all([
        repo.monthFigures(months, scope),
        repo.topPilots(input.years, scope, STATISTICS_TOP_PILOTS),
      ]);
      return { years: input.years, months: figures, top_pilots: top };
    },
  };
}
export type EventReportService = ReturnType<typeof eventReportService>;
