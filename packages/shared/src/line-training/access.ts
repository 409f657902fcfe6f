import { Permission } from "../access/roles";
import {
  hasPermission,
  isInstructor,
  isPilotArea,
  isSuperAdmin,
  type Rule,
  type SessionUser,
} from "../access/session";
import { isLineTrainingPilot, type LineTrainingRecord } from "./workflow";

/** Who may see one line training: VIEW_LINE_TRAINING 31 (admin always), its pilot, the instructors of its fleet. */
export const mayReadLineTraining = (
  user: SessionUser,
  record: Pick<LineTrainingRecord, "pilot_crew_code" | "fleet">,
) =>
  hasPermission(user, Permission.VIEW_LINE_TRAINING) ||
  isLineTrainingPilot(user, record) ||
  (isInstructor(user) && (record.fleet === null || record.fleet === user.fleet));

/**
 * The route guards of the `line_training/` calls (part2 §6, §7). Record rules follow in
 * the service: a pilot sees and creates only their own, an instructor those of their fleet.
 */
export const lineTrainingRules = {
  /** The list, a line training, its submissions: VIEW_LINE_TRAINING 31, or the crew (their own or their fleet's). */
  "line_training.view": (user: SessionUser) =>
    hasPermission(user, Permission.VIEW_LINE_TRAINING) || isPilotArea(user),
  /** `line_training/create_line_training`: CREATE_LINE_TRAINING 32 (admin always), or the crew. */
  "line_training.create": (user: SessionUser) =>
    hasPermission(user, Permission.CREATE_LINE_TRAINING) || isPilotArea(user),
  /** `line_training/submit_form`: the pilot or an instructor, never admin or user roles (part2 §5). */
  "line_training.submit": (user: SessionUser) => isPilotArea(user),
  /** `line_training/set_status`: CHANGE_LINE_TRAINING_STATUS 34 (admin always). */
  "line_training.set_status": (user: SessionUser) =>
    hasPermission(user, Permission.CHANGE_LINE_TRAINING_STATUS),
  /** `line_training/clean_up_line_training`: the super admin only (part2 §6). */
  "line_training.clean_up": (user: SessionUser) => isSuperAdmin(user),
} as const satisfies Record<string, Rule<never>>;
