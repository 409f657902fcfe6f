import { Permission } from "../access/roles";
import { canSeePilot } from "../access/scope";
import { hasPermission, isInstructor, type Rule, type SessionUser } from "../access/session";

/** A pilot profile as the record-level rules read it. */
export interface PilotAccessRecord {
  id: number;
  /** The account of the pilot. */
  user_id: number;
  fleet: string | null;
}

/** The permissions whose create and edit forms pick a pilot by search. */
export const PILOT_PICKING_PERMISSIONS: readonly Permission[] = [
  Permission.CREATE_SIM,
  Permission.EDIT_SIM,
  Permission.CREATE_LINE_CHECK,
  Permission.EDIT_LINE_CHECK,
  Permission.CREATE_LINE_TRAINING,
  Permission.EDIT_LINE_TRAINING,
];

const self = (user: SessionUser, pilot: PilotAccessRecord) => pilot.user_id === user.id;

/** Who may do what to pilot profiles (part1 §6). */
export const pilotRules = {
  "pilot.create": (user: SessionUser) => hasPermission(user, Permission.CREATE_PILOT),
  /** The admin-area pilot list and its menu entry. */
  "pilot.list": (user: SessionUser) => hasPermission(user, Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT),
  /**
   * Lists and searches other pilots at all: managers of the pilot list, and instructors for the
   * pilots of their fleet they assess. A pilot sees only themself and never calls the lists.
   */
  "pilot.browse": (user: SessionUser) =>
    hasPermission(user, Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT) || isInstructor(user),
  /**
   * Searches active pilots by crew code or name for a record's pilot field (`pilot/search_pilot`):
   * whoever browses pilots, and whoever may create or edit a SIM session, a line check or
   * a line training, whose forms name a pilot. The reply carries only what a picker shows.
   */
  "pilot.pick": (user: SessionUser) =>
    hasPermission(user, Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT, ...PILOT_PICKING_PERMISSIONS) ||
    isInstructor(user),
  /**
   * Sees the profile: the pilot themself, or within the account's pilot scope. Every
   * account may ask (it may be its own), so without a record the rule allows.
   */
  "pilot.view": ((user: SessionUser, pilot?: PilotAccessRecord) =>
    pilot ? self(user, pilot) || canSeePilot(user, pilot) : true) satisfies Rule<PilotAccessRecord>,
  "pilot.edit": (user: SessionUser) => hasPermission(user, Permission.EDIT_PILOT),
  /** Phone, identify and passport numbers and the avatar: the pilot themself or an editor of pilots. */
  "pilot.edit_own_info": ((user: SessionUser, pilot?: PilotAccessRecord) =>
    hasPermission(user, Permission.EDIT_PILOT) ||
    (pilot ? self(user, pilot) : true)) satisfies Rule<PilotAccessRecord>,
  "pilot.deactivate": (user: SessionUser) => hasPermission(user, Permission.DE_ACTIVATE_PILOT),
  "pilot.reset_password": (user: SessionUser) => hasPermission(user, Permission.RESET_PASSWORD),
  /** A pilot's password: the pilot themself (with the old one) or a holder of RESET_PASSWORD. */
  "pilot.change_password": ((user: SessionUser, pilot?: PilotAccessRecord) =>
    hasPermission(user, Permission.RESET_PASSWORD) ||
    (pilot ? self(user, pilot) : true)) satisfies Rule<PilotAccessRecord>,
} as const;
