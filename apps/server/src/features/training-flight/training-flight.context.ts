import {
  CRITERIA,
  type CreateTrainingFlightInput,
  can,
  isFlightCheck,
  isPhaseCheck,
  NOT_APPLICABLE,
  type SessionUser,
  type UpdateTrainingFlightInput,
} from "@trms/shared";
import type { Database } from "../../db/client";
import type { StoredCriterion, trainingFlights } from "../../db/tables/training-flight.table";
import { auditRepository } from "../../lib/audit/audit.repository";
import { notFound, validation } from "../../lib/errors";
import type { FileStore } from "../../lib/files/file-store";
import type { StoredFile } from "../../lib/files/upload";
import { type PilotRecordKind, visiblePilot as pilotVisibleTo, type VisiblePilot } from "../pilot";
import {
  type SectorRecord,
  type TrainingFlightRecord,
  trainingFlightRepository,
} from "./training-flight.repository";

export const ENTITY = "training_flight";

export interface TrainingFlightFiles {
  report?: StoredFile;
  phaseReport?: StoredFile;
  flightCheckReport?: StoredFile;
}

export type FlightInput = CreateTrainingFlightInput | UpdateTrainingFlightInput;

/** The stored columns of a flight as the form describes it (files and ownership apart). */
export function columnsOf(input: FlightInput) {
  const criteria: Record<string, StoredCriterion> = {};
  for (const c of CRITERIA) {
    criteria[c.key] = {
      score: input[c.key],
      comment: (input[c.comment] as string | null | undefined) ?? null,
      special_remark: input[`${c.key}_special_remark`],
    };
  }
  const graded = CRITERIA.map((c) => input[c.key]).filter((score) => score !== NOT_APPLICABLE);
  const sectors = [...input.sectors];
  const phase = isPhaseCheck(input.flight_type) ? input.phase_report : undefined;
  const check = isFlightCheck(input.flight_type)
    ? (input.flight_check ?? { comments: null, overall_performance: 3 })
    : undefined;
  return {
    values: {
      flightType: input.flight_type,
      dateOfFlight: sectors.map((s) => s.date_of_sector).sort()[0] as string,
      numberOfSector: sectors.length,
      routes: sectors.map((s) => `${s.departure}-${s.destination}`).join(", "),
      autolandAt: input.autoland?.autoland_at ?? null,
      autolandRunway: input.autoland?.autoland_at ? (input.autoland.runway ?? null) : null,
      autolandResult: input.autoland?.autoland_at ? input.autoland.autoland_result : null,
      recommendation: input.recommendation,
      recommendationValue: input.recommendation ? (input.recommendation_value ?? null) : null,
      grounded: input.grounded,
      criteria,
      minScore: graded.length ? Math.min(...graded) : null,
      phaseNormalProgress: phase ? phase.normal_progress : null,
      phaseNormalComments: phase?.normal_comments ?? null,
      phaseSpecialRequirements: phase ? phase.special_requirements : null,
      phaseSpecialComments: phase?.special_comments ?? null,
      checkComments: check?.comments ?? null,
      checkOverallPerformance: check ? check.overall_performance : null,
      comments: input.comments ?? null,
      noticeToNextInstructor: input.notice_to_next_instructor ?? null,
    } satisfies Partial<typeof trainingFlights.$inferInsert>,
    // Sector ids run 1, 2, … in the order given: "add gives id last + 1".
    sectors: sectors.map((s, index) => ({
      position: index + 1,
      dateOfSector: s.date_of_sector,
      departure: s.departure,
      destination: s.destination,
      flightTime: s.flight_time,
      nightOrDay: s.night_or_day,
      pfPm: s.pf_pm,
    })),
  };
}

/** The parts of a record an audit row compares. */
export function snapshot(record: TrainingFlightRecord, sectors: unknown[]) {
  const { createdAt: _c, updatedAt: _u, searchText: _s, approvalSnapshot: _a, ...rest } = record;
  return { ...rest, approvedAt: rest.approvedAt?.toISOString() ?? null, sectors };
}

export const withoutIds = (sectors: SectorRecord[]) =>
  sectors.map(({ id: _id, trainingFlightId: _t, ...s }) => s);

/** The file columns an update writes, and the files it leaves behind. */
export function fileChanges(record: TrainingFlightRecord, input: FlightInput, files: TrainingFlightFiles) {
  const fileColumns: Partial<typeof trainingFlights.$inferInsert> = {};
  const superseded: string[] = [];
  if (files.report) {
    fileColumns.reportFile = files.report.key;
    superseded.push(record.reportFile);
  }
  if (files.phaseReport) {
    fileColumns.phaseReportFile = files.phaseReport.key;
    if (record.phaseReportFile) superseded.push(record.phaseReportFile);
  }
  if (files.flightCheckReport) {
    fileColumns.checkReportFile = files.flightCheckReport.key;
    if (record.checkReportFile) superseded.push(record.checkReportFile);
  }
  // A section the new flight type no longer has takes its file with it.
  if (!isPhaseCheck(input.flight_type) && record.phaseReportFile) {
    fileColumns.phaseReportFile = null;
    superseded.push(record.phaseReportFile);
  }
  if (!isFlightCheck(input.flight_type) && record.checkReportFile) {
    fileColumns.checkReportFile = null;
    superseded.push(record.checkReportFile);
  }
  return { fileColumns, superseded };
}

/** What the shared rules and the approval table read of a record. */
export const accessOf = (record: TrainingFlightRecord) => ({
  id: record.id,
  pilot_id: record.pilotId,
  instructor_id: record.instructorId,
  status: record.status,
});

export const names = (pilot: VisiblePilot) => ({ fullName: pilot.full_name, crewCode: pilot.crew_code });

/** What the calls of this feature share: its dependencies and the rules they read. */
export function trainingFlightContext(deps: { db: Database; store: FileStore }) {
  const repo = trainingFlightRepository(deps.db);
  const visiblePilot = (actor: SessionUser, id: number, kind?: PilotRecordKind) =>
    pilotVisibleTo(deps.db, actor, id, kind);

  /** The record if this account may see its pilot's records; otherwise it reads as missing (404). */
  async function visibleTrainingFlight(actor: SessionUser, id: number) {
    const record = await repo.byId(id);
    if (!record) throw notFound();
    const pilot = await visiblePilot(actor, record.pilotId, "training_flight");
    return { record, pilot };
  }

  /**
   * A training file may be read by those who may see the record it belongs to; a file the record
   * held before an approved change, by administrators, from the record's history.
   */
  async function mayReadFile(actor: SessionUser, key: string) {
    let record = await repo.byFileKey(key);
    if (!record && can(actor, "training_flight.history")) {
      const entityId = await auditRepository(deps.db).entityMentioning(ENTITY, key);
      record = entityId ? await repo.byId(Number(entityId)) : undefined;
    }
    if (!record) return false;
    const id = record.id;
    return visiblePilot(actor, record.pilotId, "training_flight").then(
      () => id,
      () => false as const,
    );
  }

  function checkFileSections(input: FlightInput, files: TrainingFlightFiles) {
    if (files.phaseReport && !isPhaseCheck(input.flight_type))
      throw validation("phase_report.report", "alert_section_not_for_type");
    if (files.flightCheckReport && !isFlightCheck(input.flight_type)) {
      throw validation("flight_check.report", "alert_section_not_for_type");
    }
  }

  return { deps, checkFileSections, mayReadFile, repo, visiblePilot, visibleTrainingFlight };
}
export type TrainingFlightContext = ReturnType<typeof trainingFlightContext>;
