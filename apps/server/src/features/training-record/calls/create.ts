import { can } from "@trms/shared";
import { auditRepository } from "../../../lib/audit/audit.repository";
import { forbidden, validation } from "../../../lib/errors";
import type { UploadArgs } from "../../../lib/routes";
import { visiblePilot } from "../../pilot";
import { detailOf, snapshot } from "../record.replies";
import type { StoredTrainingRecord, TrainingRecordInput, TrainingRecordKindSpec } from "../record-kind";

/**
 * An instructor records a result of another pilot they may assess, as themself, with its report
 * PDF; the record and its audit row commit together (the upload removes the stored report when
 * this fails).
 */
export async function createTrainingRecord<
  Rec extends StoredTrainingRecord,
  Input extends TrainingRecordInput,
  Sort extends string,
>(
  spec: TrainingRecordKindSpec<Rec, Input, Sort>,
  { app, actor, body, files }: UploadArgs<Input>,
): Promise<Record<string, unknown>> {
  const report = files.report?.[0];
  if (!can(actor, "training_record.create")) throw forbidden();
  if (body.instructor_id !== undefined && body.instructor_id !== actor.pilot_id)
    throw validation("instructor_id", "instructor_not_self");
  if (body.pilot_id === actor.pilot_id) throw validation("pilot_id", "cannot_assess_self");
  const pilot = await visiblePilot(app.database.db, actor, body.pilot_id);
  if (!can(actor, "training_record.create", { pilot_id: pilot.id, instructor_id: actor.pilot_id }))
    throw forbidden();
  if (!report) throw validation("report", "alert_report_required");
  const record = await app.database.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(spec.table)
      .values({
        ...spec.values(body),
        pilotId: pilot.id,
        instructorId: actor.pilot_id as number,
        instructorName: actor.full_name,
        reportFile: report.key,
        createdBy: actor.id,
      } as never)
      .returning();
    const created = inserted as unknown as Rec;
    await auditRepository(tx).record({
      entity: spec.kind,
      entityId: created.id,
      action: "create",
      actorId: actor.id,
      changes: { ...snapshot(created), report_sha256: report.sha256 },
    });
    return created;
  });
  return detailOf(spec, record, pilot);
}
