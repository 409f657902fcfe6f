import {
  type APPROVAL_KINDS,
  CRITERIA,
  type CreateTrainingFlightInput,
  canSeePilot,
  isFlightCheck,
  isPhaseCheck,
  NOT_APPLICABLE,
  ResultStatus,
  Role,
  type SearchTrainingFlightInput,
  type SessionUser,
  type UpdateTrainingFlightInput,
} from "@trms/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditRepository, diff } from "../../lib/audit/audit.repository";
import { AppError, forbidden, notFound, validation } from "../../lib/errors";
import { type FileStore, removeQuietly } from "../../lib/files/file-store";
import type { StoredFile } from "../../lib/files/upload";
import { pilots } from "../pilot";
import {
  type SectorRecord,
  type TrainingFlightRecord,
  toDetail,
  trainingFlightRepository,
} from "./training-flight.repository";
import type { StoredCriterion, trainingFlights } from "./training-flight.table";

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
  const { createdAt: _c, updatedAt: _u, searchText: _s, ...rest } = record;
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

export function trainingFlightService(deps: { db: Database; store: FileStore }) {
  const repo = trainingFlightRepository(deps.db);

  async function pilotOf(pilotId: number) {
    const [pilot] = await deps.db
      .select({ id: pilots.id, fleet: pilots.fleet, fullName: pilots.fullName, crewCode: pilots.crewCode })
      .from(pilots)
      .where(eq(pilots.id, pilotId))
      .limit(1);
    return pilot;
  }

  /** The record if this account may see its pilot's records; otherwise it reads as missing. */
  async function visible(actor: SessionUser, id: number) {
    const record = await repo.byId(id);
    if (!record) throw notFound();
    const pilot = await pilotOf(record.pilotId);
    if (!pilot || !canSeePilot(actor, pilot)) throw notFound();
    return { record, pilot };
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
      const pilot = await pilotOf(input.pilot_id);
      if (!pilot || !canSeePilot(actor, pilot)) throw notFound();
      return repo.search(input);
    },

    async detail(actor: SessionUser, id: number) {
      const { record, pilot } = await visible(actor, id);
      const detail = toDetail(record, await repo.sectors(id), pilot);
      // The history is for administrators: who changed what, before and after approval.
      if (actor.role === Role.ADMIN) detail.history = await auditRepository(deps.db).history(ENTITY, id);
      return detail;
    },

    /** An instructor records a flight of another pilot they may assess. */
    async create(actor: SessionUser, input: CreateTrainingFlightInput, files: TrainingFlightFiles) {
      if (actor.role !== Role.INSTRUCTOR || !actor.pilot_id) throw forbidden();
      if (input.instructor_id !== undefined && input.instructor_id !== actor.pilot_id) throw forbidden();
      if (input.pilot_id === actor.pilot_id) throw validation("pilot_id", "cannot_assess_self");
      const pilot = await pilotOf(input.pilot_id);
      if (!pilot || !canSeePilot(actor, pilot)) throw notFound();
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
        return toDetail(record, await trainingFlightRepository(tx).sectors(record.id), pilot);
      });
    },

    /**
     * The record's instructor may change it until the trainee approves; after that only an
     * administrator, and every change is in the audit history. The checks read the record locked
     * inside the transaction, so an approval arriving meanwhile either comes first (and the
     * author is refused) or after.
     */
    async update(actor: SessionUser, input: UpdateTrainingFlightInput, files: TrainingFlightFiles) {
      const { pilot } = await visible(actor, input.id);
      const isAdmin = actor.role === Role.ADMIN;
      checkFileSections(input, files);
      const { values, sectors } = columnsOf(input);
      const result = await deps.db.transaction(async (tx) => {
        const txRepo = trainingFlightRepository(tx);
        const record = await txRepo.lockById(input.id);
        if (!record) throw notFound();
        const isAuthor = actor.pilot_id !== null && actor.pilot_id === record.instructorId;
        if (!isAdmin && !isAuthor) throw forbidden();
        const approved = record.status === ResultStatus.APPROVED;
        if (approved && !isAdmin) throw new AppError("CONFLICT", "record_locked");
        if (input.pilot_id !== record.pilotId) throw validation("pilot_id", "field_invalid");
        const { fileColumns, superseded } = fileChanges(record, input, files);
        const before = snapshot(record, withoutIds(await txRepo.sectors(record.id)));
        const updated = (await txRepo.update(
          record.id,
          { ...values, ...fileColumns },
          sectors,
        )) as TrainingFlightRecord;
        await auditRepository(tx).record({
          entity: ENTITY,
          entityId: record.id,
          action: "update",
          actorId: actor.id,
          changes: {
            ...diff(before, snapshot(updated, sectors)),
            ...(approved ? { after_approval: true } : {}),
          },
        });
        return { detail: toDetail(updated, await txRepo.sectors(record.id), pilot), superseded, approved };
      });
      // The files the trainee signed stay in the store once the record is approved (the audit row
      // names them, and administrators can still open them); a draft's replaced files go.
      if (!result.approved) await removeQuietly(deps.store, result.superseded);
      return result.detail;
    },

    /** Only an administrator deletes; the record's files go with it, its audit history stays. */
    async delete(actor: SessionUser, id: number) {
      if (actor.role !== Role.ADMIN) throw forbidden();
      await visible(actor, id);
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

    /** The trainee approves their own result once; of two approvals at the same moment one wins. */
    async approve(actor: SessionUser, input: { id: number; type: (typeof APPROVAL_KINDS)[number] }) {
      const { record, pilot } = await visible(actor, input.id);
      if (actor.pilot_id !== record.pilotId) throw forbidden();
      if (record.status === ResultStatus.APPROVED) throw new AppError("CONFLICT", "already_approved");
      return deps.db.transaction(async (tx) => {
        const txRepo = trainingFlightRepository(tx);
        const approvedAt = new Date();
        const updated = await txRepo.approve(record.id, {
          approvedAt,
          approvedBy: actor.id,
          traineeSignature: actor.full_name,
        });
        if (!updated) throw new AppError("CONFLICT", "already_approved");
        await auditRepository(tx).record({
          entity: ENTITY,
          entityId: record.id,
          action: "approve",
          actorId: actor.id,
          changes: {
            status: [ResultStatus.AWAITING_APPROVAL, ResultStatus.APPROVED],
            approved_at: approvedAt.toISOString(),
          },
        });
        return toDetail(updated, await txRepo.sectors(record.id), pilot);
      });
    },

    /**
     * A training file may be read by those who may see the record it belongs to; a file the record
     * held before an approved change, by administrators, from the record's history.
     */
    async mayReadFile(actor: SessionUser, key: string) {
      let record = await repo.byFileKey(key);
      if (!record && actor.role === Role.ADMIN) {
        const entityId = await auditRepository(deps.db).entityMentioning(ENTITY, key);
        record = entityId ? await repo.byId(Number(entityId)) : undefined;
      }
      if (!record) return false;
      const pilot = await pilotOf(record.pilotId);
      return Boolean(pilot && canSeePilot(actor, pilot));
    },
  };
}
export type TrainingFlightService = ReturnType<typeof trainingFlightService>;
