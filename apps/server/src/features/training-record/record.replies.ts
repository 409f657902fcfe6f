import type { TrainingRecordAccessRecord } from "@trms/shared";
import { fileUrl } from "../../lib/files/file-url";
import type { VisiblePilot } from "../pilot";
import type { StoredTrainingRecord, TrainingRecordKindSpec } from "./record-kind";

// biome-ignore lint/suspicious/noExplicitAny: a kind's input and sort fields do not matter to its replies.
type Spec<Rec extends StoredTrainingRecord> = TrainingRecordKindSpec<Rec, any, any>;

/** The URL of a stored training file, under the spec's path (`/phase_report/training_file/…`). */
export const trainingFileUrl = (key: string) => fileUrl(key, "/phase_report");

/** What the shared rules and the approval table read of a record. */
export const accessOf = (record: StoredTrainingRecord): TrainingRecordAccessRecord & { id: number } => ({
  id: record.id,
  pilot_id: record.pilotId,
  instructor_id: record.instructorId,
  status: record.status,
});

/** A record as a list row: the shared fields and the kind's own. */
export const rowOf = <Rec extends StoredTrainingRecord>(spec: Spec<Rec>, record: Rec) => ({
  id: record.id,
  pilot_id: record.pilotId,
  instructor_id: record.instructorId,
  instructor_name: record.instructorName,
  status: record.status,
  ...spec.row(record),
});

/** A record as its detail call answers it (without the administrators' history). */
export const detailOf = <Rec extends StoredTrainingRecord>(
  spec: Spec<Rec>,
  record: Rec,
  pilot: Pick<VisiblePilot, "full_name" | "crew_code">,
): Record<string, unknown> => ({
  ...rowOf(spec, record),
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
export const snapshot = (record: StoredTrainingRecord) => {
  const { createdAt: _c, updatedAt: _u, ...rest } = record;
  return { ...rest, approvedAt: record.approvedAt?.toISOString() ?? null };
};
