import {
  CRITERIA,
  type CreateTrainingFlightInput,
  can,
  contentChanges,
  isFlightCheck,
  isPhaseCheck,
  NOT_APPLICABLE,
  ResultStatus,
  type SearchTrainingFlightInput,
  type SessionUser,
  trainingFlightApproval,
  trainingFlightContent,
  type UpdateTrainingFlightInput,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { auditRepository, diff } from "../../lib/audit/audit.repository";
import { AppError, forbidden, notFound, validation } from "../../lib/errors";
import { type FileStore, removeQuietly } from "../../lib/files/file-store";
import type { StoredFile } from "../../lib/files/upload";
import { applyTransitionIn } from "../../lib/workflow";
import { pilotAccess, type VisiblePilot } from "../pilot";
import type { Approvable } from "../training-record";
import {
  type SectorRecord,
  type TrainingFlightRecord,
  toDetail,
  trainingFlightRepository,
} from "./training-flight.repository";
import { type StoredCriterion, trainingFlights } from "./training-flight.table";

const ENTITY = "training_flight";

export interface TrainingFlightFiles {
  report?: StoredFile;
  phaseReport?: StoredFile;
  flightCheckReport?: StoredFile;
}

type FlightInput = CreateTrainingFlightInput | UpdateTrainingFlightInput;

/** The stored columns of a flight as the form describes it (files and ownership apart). */
function columnsOf(input: FlightInput) {
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
function snapshot(record: TrainingFlightRecord, sectors: unknown[]) {
  const { createdAt: _c, updatedAt: _u, searchText: _s, approvalSnapshot: _a, ...rest } = record;
  return { ...rest, approvedAt: rest.approvedAt?.toISOString() ?? null, sectors };
}

const withoutIds = (sectors: SectorRecord[]) => sectors.map(({ id: _id, trainingFlightId: _t, ...s }) => s);

/** The file columns an update writes, and the files it leaves behind. */
function fileChanges(record: TrainingFlightRecord, input: FlightInput, files: TrainingFlightFiles) {
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
const accessOf = (record: TrainingFlightRecord) => ({
  id: record.id,
  pilot_id: record.pilotId,
  instructor_id: record.instructorId,
  status: record.status,
});

const names = (pilot: VisiblePilot) => ({ fullName: pilot.full_name, crewCode: pilot.crew_code });

export function trainingFlightService(deps: { db: Database; store: FileStore }) {
  const repo = trainingFlightRepository(deps.db);
  const { visiblePilot } = pilotAccess(deps.db);

  /** The record if this account may see its pilot's records; otherwise it reads as missing (404). */
  async function visibleTrainingFlight(actor: SessionUser, id: number) {
    const record = await repo.byId(id);
    if (!record) throw notFound();
    const pilot = await visiblePilot(actor, record.pilotId);
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
    return visiblePilot(actor, record.pilotId).then(
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

  return {
    async search(actor: SessionUser, input: SearchTrainingFlightInput) {
      await visiblePilot(actor, input.pilot_id);
      return repo.search(input);
    },

    async detail(actor: SessionUser, id: number) {
      const { record, pilot } = await visibleTrainingFlight(actor, id);
      const detail = toDetail(record, await repo.sectors(id), names(pilot));
      // The history is for administrators: who changed what, before and after approval.
      if (can(actor, "training_flight.history"))
        detail.history = await auditRepository(deps.db).history(ENTITY, id);
      return detail;
    },

    /** An instructor records a flight of another pilot they may assess. */
    async create(actor: SessionUser, input: CreateTrainingFlightInput, files: TrainingFlightFiles) {
      if (!can(actor, "training_flight.create")) throw forbidden();
      if (input.instructor_id !== undefined && input.instructor_id !== actor.pilot_id) throw forbidden();
      if (input.pilot_id === actor.pilot_id) throw validation("pilot_id", "cannot_assess_self");
      const pilot = await visiblePilot(actor, input.pilot_id);
      if (!can(actor, "training_flight.create", input)) throw forbidden();
      if (!files.report) throw validation("report", "alert_report_required");
      checkFileSections(input, files);
      const { values, sectors } = columnsOf(input);
      return deps.db.transaction(async (tx) => {
        const record = await trainingFlightRepository(tx).insert(
          {
            ...values,
            pilotId: pilot.id,
            instructorId: actor.pilot_id as number,
            instructorName: actor.full_name,
            instructorSignature: actor.full_name,
            reportFile: files.report?.key as string,
            phaseReportFile: files.phaseReport?.key ?? null,
            checkReportFile: files.flightCheckReport?.key ?? null,
            createdBy: actor.id,
          },
          sectors,
        );
        await auditRepository(tx).record({
          entity: ENTITY,
          entityId: record.id,
          action: "create",
          actorId: actor.id,
          changes: snapshot(record, sectors),
        });
        return toDetail(record, await trainingFlightRepository(tx).sectors(record.id), names(pilot));
      });
    },

    /**
     * The record's instructor may change it until the trainee approves; after that only an
     * administrator, and a change to what the trainee approved takes the record back to awaiting
     * approval through the approval table (ADR 0012). The checks read the record locked inside the
     * transaction, so an approval arriving meanwhile either comes first (and the author is
     * refused) or after.
     */
    async update(actor: SessionUser, input: UpdateTrainingFlightInput, files: TrainingFlightFiles) {
      const { pilot } = await visibleTrainingFlight(actor, input.id);
      checkFileSections(input, files);
      const { values, sectors } = columnsOf(input);
      const result = await deps.db.transaction(async (tx) => {
        const txRepo = trainingFlightRepository(tx);
        const record = await txRepo.lockById(input.id);
        if (!record) throw notFound();
        if (!can(actor, "training_flight.edit", accessOf(record))) {
          // The author of a record the trainee has approved meanwhile is told why; anyone else is refused.
          const draft = { ...accessOf(record), status: ResultStatus.AWAITING_APPROVAL };
          if (can(actor, "training_flight.edit", draft)) throw new AppError("CONFLICT", "record_locked");
          throw forbidden();
        }
        const approved = record.status === ResultStatus.APPROVED;
        if (input.pilot_id !== record.pilotId) throw validation("pilot_id", "field_invalid");
        const { fileColumns, superseded } = fileChanges(record, input, files);
        const sectorsBefore = await txRepo.sectors(record.id);
        const before = snapshot(record, withoutIds(sectorsBefore));
        let updated = (await txRepo.update(
          record.id,
          { ...values, ...fileColumns },
          sectors,
        )) as TrainingFlightRecord;
        const sectorsAfter = await txRepo.sectors(record.id);
        const contentBefore = trainingFlightContent(toDetail(record, sectorsBefore, names(pilot)));
        const fields = contentChanges(
          contentBefore,
          trainingFlightContent(toDetail(updated, sectorsAfter, names(pilot))),
        );
        // The column differences, and the same change field by field as the form names it (the
        // history screen shows those).
        const changes = { ...diff(before, snapshot(updated, sectors)), fields };
        if (approved && fields.length > 0) {
          // The trainee approved other content: their approval is kept in the history, and they
          // are asked to approve what the record says now.
          const applied = await applyTransitionIn(tx, {
            workflow: trainingFlightApproval,
            table: trainingFlights,
            record: accessOf(record),
            actor,
            action: "change_after_approval",
            set: {
              approvedAt: null,
              approvedBy: null,
              traineeSignature: null,
              approvalSnapshot: {
                approved_at: record.approvedAt?.toISOString() ?? null,
                content: contentBefore,
              },
            },
            audit: { action: "update", changes: { ...changes, after_approval: true } },
          });
          updated = applied.row;
        } else {
          await auditRepository(tx).record({
            entity: ENTITY,
            entityId: record.id,
            action: "update",
            actorId: actor.id,
            changes: { ...changes, ...(approved ? { after_approval: true } : {}) },
          });
        }
        return { detail: toDetail(updated, sectorsAfter, names(pilot)), superseded, approved };
      });
      // The files the trainee signed stay in the store once the record is approved (the audit row
      // names them, and administrators can still open them); a draft's replaced files go.
      if (!result.approved) await removeQuietly(deps.store, result.superseded);
      return result.detail;
    },

    /** Only an administrator deletes; the record's files go with it, its audit history stays. */
    async delete(actor: SessionUser, id: number) {
      if (!can(actor, "training_flight.delete")) throw forbidden();
      await visibleTrainingFlight(actor, id);
      const record = await deps.db.transaction(async (tx) => {
        const txRepo = trainingFlightRepository(tx);
        const locked = await txRepo.lockById(id);
        if (!locked) throw notFound();
        await auditRepository(tx).record({
          entity: ENTITY,
          entityId: id,
          action: "delete",
          actorId: actor.id,
          changes: snapshot(locked, withoutIds(await txRepo.sectors(id))),
        });
        await txRepo.delete(id);
        return locked;
      });
      await removeQuietly(deps.store, [record.reportFile, record.phaseReportFile, record.checkReportFile]);
    },

    /**
     * The training flight as the one approval call sees it (ADR 0024): an approval also clears the
     * snapshot of an earlier approval (ADR 0012).
     */
    approvable: {
      kind: "training_flight",
      table: trainingFlights,
      visible: async (actor, id) => accessOf((await visibleTrainingFlight(actor, id)).record),
      set: { approvalSnapshot: null },
      mayReadFile: (actor, key) => mayReadFile(actor, key),
      detail: async (actor, row) => {
        const { record, pilot } = await visibleTrainingFlight(actor, Number(row.id));
        return toDetail(record, await repo.sectors(record.id), names(pilot));
      },
    } satisfies Approvable,

    mayReadFile,
  };
}
export type TrainingFlightService = ReturnType<typeof trainingFlightService>;
