import {
  type CreateEventReportInput,
  can,
  canSeePilot,
  type EventReport,
  type EventReportListInput,
  type EventReportListReply,
  fleetScope,
  type SessionUser,
  type UpdateEventReportInput,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { type AttachmentKind, attachmentRepository } from "../../lib/files/attachments";
import type { FileStore } from "../../lib/files/file-store";
import { checkAccess } from "../../lib/record-access";
import { type EventReportValues, eventReportRepository, toReport } from "./event-report.repository";
import { occurrenceMonth } from "./event-report.time";

export type ReportInput = CreateEventReportInput | UpdateEventReportInput;

/** Where the reports' files live and are served: the spec's event report file path. */
export const EVENT_REPORT_FILES: AttachmentKind = { kind: "event_report_file", base: "/event_report_file" };

/** The months YYYYMM of these calendar years. */
export const monthsOf = (years: number[]) =>
  years.flatMap((year) => Array.from({ length: 12 }, (_, i) => year * 100 + i + 1));

/** A pilot's view of a report: only their own line, so no one reads another's minus point. */
export function ownLineOnly(report: EventReport, pilotId: number): EventReport {
  return { ...report, pilots: report.pilots.filter((pilot) => pilot.pilot_id === pilotId) };
}

/** What the calls of this feature share: its dependencies and the rules they read. */
export function eventReportContext(deps: { db: Database; store: FileStore }) {
  const repo = eventReportRepository(deps.db);
  const files = attachmentRepository(deps.db, EVENT_REPORT_FILES);

  /**
   * Every named pilot must exist and be within the caller's pilot scope; one that is not reads
   * like one that does not exist. Answers the report's fleet: its first pilot's.
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
    checkAccess(actor, "event_report", "read", {
      fleet: report.fleet,
      pilot_ids: pilotIds,
      pilot_fleets: fleets,
    });
    // A manager in scope reads the whole report; a pilot it names (the table's crew rule) their own line.
    return managerMaySee(actor, report, fleets) ? report : ownLineOnly(report, actor.pilot_id as number);
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

  /** Reports with their pilots and files; a pilot's own view keeps only their line (`ownLineOf`). */
  async function withPilotsAndFiles<Row extends { id: number }>(rows: Row[], ownLineOf: number | null) {
    const ids = rows.map((row) => row.id);
    const [pilots, attached] = await Promise.all([repo.pilotsOf(ids), files.listMany(ids)]);
    return rows.map((row) => {
      const named = pilots.get(row.id) ?? [];
      return {
        ...row,
        pilots: ownLineOf === null ? named : named.filter((pilot) => pilot.pilot_id === ownLineOf),
        files: attached.get(row.id) ?? [],
      };
    });
  }

  return {
    deps,
    checkPilots,
    files,
    list,
    load,
    managerMaySee,
    readable,
    repo,
    valuesOf,
    withPilotsAndFiles,
  };
}
export type EventReportContext = ReturnType<typeof eventReportContext>;
