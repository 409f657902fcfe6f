import { Permission } from "../access/roles";
import { hasPermission, isSuperAdmin, type Rule, type SessionUser } from "../access/session";
import { type SimSlotType, simSlotTypeOfFleet } from "./constants";

/** A SIM slot as the record-level rule reads it. */
export interface SimSlotAccessRecord {
  type: SimSlotType;
}

/** The one fleet a non-super-admin's slots belong to; null for the super administrator (every fleet). */
export function simSlotTypeLock(user: SessionUser): SimSlotType | "none" | null {
  if (isSuperAdmin(user)) return null;
  return simSlotTypeOfFleet(user.fleet) ?? "none";
}

/** Who may read and manage SIM slots and the monthly SIM schedule. */
export const simSlotRules = {
  /** The slot timetable: every signed-in account (the SIM create forms of both areas pick from it). */
  "sim_slot.view": (user: SessionUser) => Boolean(user),
  /**
   * Create, edit and delete slots: those who set up SIM sessions (role admin, or a user holding
   * CREATE_SIM or EDIT_SIM); with a record, only a slot of their own fleet unless super admin.
   */
  "sim_slot.manage": ((user: SessionUser, slot?: SimSlotAccessRecord) => {
    if (!hasPermission(user, Permission.CREATE_SIM, Permission.EDIT_SIM)) return false;
    if (!slot) return true;
    const lock = simSlotTypeLock(user);
    return lock === null || lock === slot.type;
  }) satisfies Rule<SimSlotAccessRecord>,
  /** The monthly schedule list and its files: every signed-in account. */
  "sim_schedule.view": (user: SessionUser) => Boolean(user),
  /** Uploading a month's schedule: role admin, or a user holding USER_UPLOAD_SIM (19). */
  "sim_schedule.upload": (user: SessionUser) => hasPermission(user, Permission.USER_UPLOAD_SIM),
} as const;
