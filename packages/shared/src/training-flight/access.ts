import { isAdminRole, isInstructor, isPilotArea, type Rule, type SessionUser } from "../access/session";
import { ResultStatus } from "./constants";

/** A training flight as the record-level rules read it. */
export interface TrainingFlightAccessRecord {
  pilot_id: number;
  instructor_id: number;
  status: number;
}

/** Who may do what to training flights (ADR 0010). */
export const trainingFlightRules = {
  /**
   * An instructor records a flight of another pilot, as themself: without a record, whether the
   * account is an instructor; with one, whether it names another pilot and no other instructor.
   */
  "training_flight.create": ((
    user: SessionUser,
    flight?: { pilot_id: number; instructor_id?: number | null },
  ) =>
    isInstructor(user) &&
    user.pilot_id !== null &&
    (!flight ||
      (flight.pilot_id !== user.pilot_id &&
        (flight.instructor_id == null || flight.instructor_id === user.pilot_id)))) satisfies Rule<{
    pilot_id: number;
    instructor_id?: number | null;
  }>,
  /** The author until the trainee approves; role admin always (and then the trainee approves again). */
  "training_flight.edit": ((
    user: SessionUser,
    flight?: Pick<TrainingFlightAccessRecord, "instructor_id" | "status">,
  ) => {
    if (isAdminRole(user)) return true;
    if (!isInstructor(user)) return false;
    if (!flight) return true;
    return (
      user.pilot_id !== null &&
      flight.instructor_id === user.pilot_id &&
      flight.status === ResultStatus.AWAITING_APPROVAL
    );
  }) satisfies Rule<Pick<TrainingFlightAccessRecord, "instructor_id" | "status">>,
  /** Only role admin deletes (part1 §6). */
  "training_flight.delete": (user: SessionUser) => isAdminRole(user),
  /** The trainee approves their own result (part1 §4, §6). */
  "training_flight.approve": ((user: SessionUser, flight?: Pick<TrainingFlightAccessRecord, "pilot_id">) =>
    isPilotArea(user) &&
    user.pilot_id !== null &&
    (!flight || flight.pilot_id === user.pilot_id)) satisfies Rule<
    Pick<TrainingFlightAccessRecord, "pilot_id">
  >,
  /** The change history, and the files a record held before a change: role admin. */
  "training_flight.history": (user: SessionUser) => isAdminRole(user),
} as const;
