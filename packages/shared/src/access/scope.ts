import { Permission } from "./roles";
import { hasPermission, isInstructor, isSuperAdmin, type SessionUser } from "./session";

/** Stands for "no fleet": matches no pilot, so an account without a fleet sees none instead of all. */
const NO_FLEET = "(none)";

/**
 * The fleet an account works within, or null for every fleet: the super administrator sees every
 * fleet; every other account works within its own (ADR 0006).
 */
export function fleetScope(user: SessionUser): string | null {
  return isSuperAdmin(user) ? null : (user.fleet ?? NO_FLEET);
}

/**
 * Which pilots an account may see besides itself: managers with the pilot-list permission within
 * their fleet scope, instructors within their own fleet (the pilots they assess), nobody else.
 */
export function pilotScope(user: SessionUser): { allowed: boolean; fleet: string | null } {
  if (hasPermission(user, Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT))
    return { allowed: true, fleet: fleetScope(user) };
  if (isInstructor(user)) return { allowed: true, fleet: user.fleet ?? NO_FLEET };
  return { allowed: false, fleet: null };
}

/** Whether this account may see this pilot and the pilot's records. */
export function canSeePilot(user: SessionUser, pilot: { id: number; fleet: string | null }): boolean {
  if (user.pilot_id === pilot.id) return true;
  const scope = pilotScope(user);
  return scope.allowed && (!scope.fleet || pilot.fleet === scope.fleet);
}
