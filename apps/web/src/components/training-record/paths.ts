import { isAdminArea, isInstructor, type SessionUser, type TrainingRecordKind } from "@trms/shared";

export type Area = "admin" | "pilot";
/** view: read-only; detail: the record, editable by those who may still change it. */
export type RecordMode = "view" | "detail";

const withPilot = (path: string, pilotId: number | null | undefined) =>
  pilotId ? `${path}?pilot_id=${pilotId}` : path;

// The spec's routes of part1 §2 for each kind, in each area.
const LISTS: Record<TrainingRecordKind, Record<Area, string>> = {
  training_flight: { pilot: "/pilot/training-flight", admin: "/admin/fot/training-flight-list" },
  base_training: { pilot: "/pilot/base-training", admin: "/admin/fot/base-training-list" },
  theory_test: { pilot: "/pilot/theory-test", admin: "/admin/fot/theory-test" },
  progress_theory: { pilot: "/pilot/progress-theory", admin: "/admin/fot/progress-theory" },
};
const DETAILS: Record<TrainingRecordKind, Record<Area, string>> = {
  training_flight: { pilot: "/pilot/training-flight-detail", admin: "/admin/training-flight/detail" },
  // The admin area names no base-training detail route; its records open in the pilot-area form's
  // admin twin under FOT.
  base_training: { pilot: "/pilot/base-training/detail", admin: "/admin/fot/base-training-detail" },
  theory_test: { pilot: "/pilot/theory-test/detail", admin: "/admin/fot/theory-test-detail" },
  progress_theory: {
    pilot: "/pilot/progress-theory-report/detail",
    admin: "/admin/fot/progress-theory-detail",
  },
};
const CREATES: Record<TrainingRecordKind, string> = {
  training_flight: "/pilot/training-flight-create",
  base_training: "/pilot/base-training/create",
  theory_test: "/pilot/theory-test/create",
  progress_theory: "/pilot/progress-theory-report/create",
};

/** Where each kind of training record is listed, shown and created (part1 §2). */
export const trainingRecordPaths = {
  /** One pilot's records; no pilot: the caller's own (pilot area) or the pilot picker (admin area). */
  list: (kind: TrainingRecordKind, area: Area, pilotId?: number | null) =>
    withPilot(LISTS[kind][area], pilotId),
  detail: (kind: TrainingRecordKind, area: Area, id: number, mode: RecordMode = "detail") =>
    `${DETAILS[kind][area]}/${id}?mode=${mode}`,
  /** Instructors create in the pilot area, always for a named pilot. */
  create: (kind: TrainingRecordKind, pilotId: number) => withPilot(CREATES[kind], pilotId),
};

/** A positive integer from the address, or null. */
export function readId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * Whether a screen with no pilot in its address shows the account's own records: a pilot's yes; an
 * instructor's no, they are asked which pilot, their trainees first; the admin area has
 * no records of its own.
 */
export function opensOnOwn(user: SessionUser | null | undefined): boolean {
  return !isAdminArea(user) && !isInstructor(user) && Boolean(user?.pilot_id);
}

/** The pilot_id a link to a list names: none for the records it opens on anyway. */
export function listPilotId(user: SessionUser | null | undefined, pilotId: number): number | null {
  return pilotId === user?.pilot_id && opensOnOwn(user) ? null : pilotId;
}

/**
 * Whose records a list shows: the pilot its address names, else a pilot's own (`opensOnOwn`), else
 * none yet. The page and its route's loader read it alike.
 */
export function recordListPilot(
  user: SessionUser | null,
  params: URLSearchParams,
): { area: Area; pilotId: number | null; viewingOther: boolean } {
  const area: Area = isAdminArea(user) ? "admin" : "pilot";
  const pilotId = readId(params.get("pilot_id")) ?? (opensOnOwn(user) ? (user?.pilot_id ?? null) : null);
  return { area, pilotId, viewingOther: pilotId !== null && pilotId !== user?.pilot_id };
}
