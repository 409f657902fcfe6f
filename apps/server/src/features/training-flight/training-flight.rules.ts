import {
  CRITERIA,
  type CreateTrainingFlightInput,
  isFlightCheck,
  isPhaseCheck,
  NOT_APPLICABLE,
  type UpdateTrainingFlightInput,
} from "@trms/shared";
import type { StoredCriterion, trainingFlights } from "../../db/tables/training-flight.table";
import { validation } from "../../lib/errors";
import type { FileRule, StoredFile } from "../../lib/files/upload";
import type { VisiblePilot } from "../pilot";
import type { SectorRecord, TrainingFlightRecord } from "./training-flight.repository";

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

/** A section's file may come only with a flight type that has the section. */
export function checkFileSections(input: FlightInput, files: TrainingFlightFiles) {
  if (files.phaseReport && !isPhaseCheck(input.flight_type))
    throw validation("phase_report.report", "alert_section_not_for_type");
  if (files.flightCheckReport && !isFlightCheck(input.flight_type)) {
    throw validation("flight_check.report", "alert_section_not_for_type");
  }
}

const pdf = (required: boolean): FileRule => ({
  accept: ["pdf"],
  folder: "training_file",
  required,
  requiredMessage: "alert_report_required",
});
/** A new record's files: its report is required; a change may keep the stored one. */
export const REPORTS = {
  report: pdf(true),
  "phase_report.report": pdf(false),
  "flight_check.report": pdf(false),
};
export const REPORTS_KEPT = { ...REPORTS, report: pdf(false) };

/** The stored files of an upload by the form's parts. */
export function filesOf(files: Record<string, StoredFile[]>): TrainingFlightFiles {
  return {
    report: files.report?.[0],
    phaseReport: files["phase_report.report"]?.[0],
    flightCheckReport: files["flight_check.report"]?.[0],
  };
}
