import {
  can,
  contentChanges,
  ResultStatus,
  trainingFlightApproval,
  trainingFlightContent,
  type UpdateTrainingFlightInput,
} from "@trms/shared";
import { trainingFlights } from "../../../db/tables/training-flight.table";
import { auditRepository, diff } from "../../../lib/audit/audit.repository";
import { AppError, forbidden, notFound, validation } from "../../../lib/errors";
import { removeQuietly } from "../../../lib/files/file-store";
import { recordChanged } from "../../../lib/record-version";
import type { UploadArgs } from "../../../lib/routes";
import { applyTransitionIn } from "../../../lib/workflow";
import { visibleTrainingFlight } from "../training-flight.access";
import {
  lockTrainingFlight,
  type TrainingFlightRecord,
  toDetail,
  trainingFlightSectorsOf,
  updateTrainingFlightRow,
} from "../training-flight.repository";
import {
  accessOf,
  checkFileSections,
  columnsOf,
  ENTITY,
  fileChanges,
  filesOf,
  names,
  snapshot,
  withoutIds,
} from "../training-flight.rules";

/**
 * The record's instructor may change it until the trainee approves; after that only an
 * administrator, and a change to what the trainee approved takes the record back to awaiting
 * approval through the approval table. The checks read the record locked inside the
 * transaction, so an approval arriving meanwhile either comes first (and the author is
 * refused) or after. Sent with `If-Match`, the change applies only to that version of the record
 * (ADR 1600): the locked row is compared, so a change committed before it is refused with what
 * changed, and none can come between.
 */
export async function updateTrainingFlight({
  app,
  actor,
  body: input,
  files: uploaded,
  ifMatch,
}: UploadArgs<UpdateTrainingFlightInput>) {
  const files = filesOf(uploaded);
  const { pilot } = await visibleTrainingFlight(app.database.db, actor, input.id);
  checkFileSections(input, files);
  const { values, sectors } = columnsOf(input);
  const result = await app.database.db.transaction(async (tx) => {
    const record = await lockTrainingFlight(tx, input.id);
    if (!record) throw notFound();
    if (ifMatch != null && record.version !== ifMatch)
      throw await recordChanged(tx, trainingFlights, record.id);
    if (!can(actor, "training_flight.edit", accessOf(record))) {
      // The author of a record the trainee has approved meanwhile is told why; anyone else is refused.
      const draft = { ...accessOf(record), status: ResultStatus.AWAITING_APPROVAL };
      if (can(actor, "training_flight.edit", draft)) throw new AppError("CONFLICT", "record_locked");
      throw forbidden();
    }
    const approved = record.status === ResultStatus.APPROVED;
    if (input.pilot_id !== record.pilotId) throw validation("pilot_id", "field_invalid");
    const { fileColumns, superseded } = fileChanges(record, input, files);
    const sectorsBefore = await trainingFlightSectorsOf(tx, record.id);
    const before = snapshot(record, withoutIds(sectorsBefore));
    let updated = (await updateTrainingFlightRow(
      tx,
      record.id,
      { ...values, ...fileColumns },
      sectors,
    )) as TrainingFlightRecord;
    const sectorsAfter = await trainingFlightSectorsOf(tx, record.id);
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
  if (!result.approved) await removeQuietly(app.fileStore, result.superseded);
  return result.detail;
}
