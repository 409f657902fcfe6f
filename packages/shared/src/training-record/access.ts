import { isAdminRole, isInstructor, isPilotArea, type Rule, type SessionUser } from "../access/session";
import { ResultStatus } from "./constants";

/** A training record of any kind (training flight, base training, theory test, progress theory) as its rules read it. */
export interface TrainingRecordAccessRecord {
  pilot_id: number;
  instructor_id: number;
  status: number;
}

/**
 * Who may do what to training records of every kind: the four kinds share one
 * set of rules, so an instructor, a trainee and an administrator meet the same rules on each.
 */
export const trainingRecordRules = {
  /**
   * An instructor records a result of another pilot, as themself: without a record, whether the
   * account is an instructor; with one, whether it names another pilot and no other instructor.
   */
  "training_record.create": ((
    user: SessionUser,
    record?: { pilot_id: number; instructor_id?: number | null },
  ) =>
    isInstructor(user) &&
    user.pilot_id !== null &&
    (!record ||
      (record.pilot_id !== user.pilot_id &&
        (record.instructor_id == null || record.instructor_id === user.pilot_id)))) satisfies Rule<{
    pilot_id: number;
    instructor_id?: number | null;
  }>,
  /** The author until the trainee approves; role admin always (and then the trainee approves again). */
  "training_record.edit": ((
    user: SessionUser,
    record?: Pick<TrainingRecordAccessRecord, "instructor_id" | "status">,
  ) => {
    if (isAdminRole(user)) return true;
    if (!isInstructor(user)) return false;
    if (!record) return true;
    return (
      user.pilot_id !== null &&
      record.instructor_id === user.pilot_id &&
      record.status === ResultStatus.AWAITING_APPROVAL
    );
  }) satisfies Rule<Pick<TrainingRecordAccessRecord, "instructor_id" | "status">>,
  /** Only role admin deletes (part1 §6). */
  "training_record.delete": (user: SessionUser) => isAdminRole(user),
  /** The trainee approves their own result (part1 §4, §6). */
  "training_record.approve": ((user: SessionUser, record?: Pick<TrainingRecordAccessRecord, "pilot_id">) =>
    isPilotArea(user) &&
    user.pilot_id !== null &&
    (!record || record.pilot_id === user.pilot_id)) satisfies Rule<
    Pick<TrainingRecordAccessRecord, "pilot_id">
  >,
  /** The change history, and the files a record held before a change: role admin. */
  "training_record.history": (user: SessionUser) => isAdminRole(user),
} as const;

/**
 * Who may download the monthly accumulated report (part1 §6: "The FOT Export is admin only").
 * The server still narrows the pilots to the caller's scope, so widening this rule to staff later
 * shows them only their fleet (ADR 0080). Kept
 * apart from the report's query schema so the rules the web's layout loads stay free of zod.
 */
export const monthlyReportRules = {
  "training_record.monthly_report": (user: SessionUser) => isAdminRole(user),
} as const;
