import { Permission } from "../access/roles";
import { canSeePilot } from "../access/scope";
import { hasPermission, isInspector, type SessionUser } from "../access/session";

/** The pilot whose training file is asked for, as the rule reads it. */
export interface TrainingFilePilot {
  id: number;
  fleet: string | null;
}

/**
 * Managers of pilot profiles, who read any training file within their fleet scope, and
 * inspectors, who read those of their live grants.
 */
export const readsOthersTrainingFiles = (user: SessionUser) =>
  hasPermission(user, Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT) || isInspector(user);

/** Who may read a pilot's training file. */
export const trainingFileRules = {
  /**
   * The pilot themself, and managers of pilot profiles within their fleet scope; instructors read
   * the records they assess, not the whole file with everyone's audit trail. Without a record: any
   * account that may read some training file (its own, or others'). An inspector's grant is not in
   * its session: the route guard checks, before the call runs, that a live grant covers the pilot
   * the call names, and logs the opening; a call it lets through reads that pilot.
   */
  "training_file.view": (user: SessionUser, pilot?: TrainingFilePilot) =>
    pilot
      ? user.pilot_id === pilot.id ||
        isInspector(user) ||
        (readsOthersTrainingFiles(user) && canSeePilot(user, pilot))
      : user.pilot_id !== null || readsOthersTrainingFiles(user),
} as const;
