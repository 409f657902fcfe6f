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
import { checkAccess } from "../../lib/record-access";
import {
  type EventReportValues,
  eventReportPage,
  eventReportPilotsOf,
  eventReportRow,
  reportPilotsByIds,
  toReport,
} from "./event-report.repository";
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

/**
 * Every named pilot must exist and be within the caller's pilot scope; one that is not reads
 * like one that does not exist. Answers the report's fleet: its first pilot's.
 */
export async function checkReportPilots(
  db: Database,
  actor: SessionUser,
  input: ReportInput,
): Promise<string | null> {
  const found = new Map(
    (
      await reportPilotsByIds(
        db,
        input.pilots.map((pilot) => pilot.pilot_id),
      )
    ).map((pilot) => [pilot.id, pilot]),
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

export function reportValuesOf(input: ReportInput, fleet: string | null): EventReportValues {
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
    minusPointTotal: Math.round(input.pilots.reduce((sum, pilot) => sum + pilot.minus_point * 100, 0)) / 100,
  };
}

/** The report with its pilots and files, as stored. */
export async function loadEventReport(db: Database, id: number): Promise<EventReport | undefined> {
  const row = await eventReportRow(db, id);
  if (!row) return undefined;
  const pilots = (await eventReportPilotsOf(db, [id])).get(id) ?? [];
  return { ...toReport(row), pilots, files: await attachmentRepository(db, EVENT_REPORT_FILES).list(id) };
}

/** Managers see a report when it or one of its pilots is in their fleet scope. */
function managerMaySee(actor: SessionUser, report: EventReport, pilotFleets: (string | null)[]): boolean {
  if (!can(actor, "event_report.view")) return false;
  const scope = fleetScope(actor);
  return scope === null || report.fleet === scope || pilotFleets.includes(scope);
}

/** The report as this caller may read it, or 404 (a report they may not read reads as missing). */
export async function readableEventReport(
  db: Database,
  actor: SessionUser,
  id: number,
): Promise<EventReport> {
  const report = await loadEventReport(db, id);
  if (!report) throw notFound();
  const pilotIds = report.pilots.map((pilot) => pilot.pilot_id);
  const fleets = (await reportPilotsByIds(db, pilotIds)).map((pilot) => pilot.fleet);
  checkAccess(actor, "event_report", "read", {
    fleet: report.fleet,
    pilot_ids: pilotIds,
    pilot_fleets: fleets,
  });
  // A manager in scope reads the whole report; a pilot it names (the table's crew rule) their own line.
  return managerMaySee(actor, report, fleets) ? report : ownLineOnly(report, actor.pilot_id as number);
}

/** One page of the list in the caller's fleet scope, each report with its pilots and files. */
export async function eventReportList(
  db: Database,
  actor: SessionUser,
  input: EventReportListInput,
  withTotal: boolean,
): Promise<EventReportListReply> {
  const page = await eventReportPage(db, input, fleetScope(actor), { withTotal });
  const ids = page.rows.map((row) => row.id);
  const [pilots, attached] = await Promise.all([
    eventReportPilotsOf(db, ids),
    attachmentRepository(db, EVENT_REPORT_FILES).listMany(ids),
  ]);
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
export async function withPilotsAndFiles<Row extends { id: number }>(
  db: Database,
  rows: Row[],
  ownLineOf: number | null,
) {
  const ids = rows.map((row) => row.id);
  const [pilots, attached] = await Promise.all([
    eventReportPilotsOf(db, ids),
    attachmentRepository(db, EVENT_REPORT_FILES).listMany(ids),
  ]);
  return rows.map((row) => {
    const named = pilots.get(row.id) ?? [];
    return {
      ...row,
      pilots: ownLineOf === null ? named : named.filter((pilot) => pilot.pilot_id === ownLineOf),
      files: attached.get(row.id) ?? [],
    };
  });
}
