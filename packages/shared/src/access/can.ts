import { Permission, Role } from "./roles";

/** What the server knows of the signed-in account; the web reads the same from the login reply. */
export interface SessionUser {
  id: number;
  role: Role;
  fleet: string | null;
  crew_code: string | null;
  /** The pilot profile of a pilot or instructor account. */
  pilot_id: number | null;
  management_role: Permission[];
  full_name: string;
  email: string;
  avatar: string | null;
  /** The super administrator: an admin who may grant permissions. */
  is_admin: boolean;
}

/** Admin-area roles (admin, user). */
export function isAdminArea(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === Role.ADMIN || user?.role === Role.USER;
}

/** Pilot-area roles (instructor, pilot). */
export function isPilotArea(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === Role.INSTRUCTOR || user?.role === Role.PILOT;
}

/** Role admin holds every management permission; a user holds what was granted. */
export function hasPermission(
  user: Pick<SessionUser, "role" | "management_role"> | null | undefined,
  ...anyOf: Permission[]
): boolean {
  if (!user) return false;
  if (user.role === Role.ADMIN) return true;
  if (user.role !== Role.USER) return false;
  return anyOf.some((p) => user.management_role.includes(p));
}

export function isSuperAdmin(user: Pick<SessionUser, "role" | "is_admin"> | null | undefined): boolean {
  return user?.role === Role.ADMIN && user.is_admin === true;
}

/**
 * Every action the product guards, with the rule that allows it.
 * The server's route guard and the web's show/hide both read this table.
 */
export const actions = {
  /** Any signed-in account. */
  "session.any": (user: SessionUser) => Boolean(user),
  "area.admin": (user: SessionUser) => isAdminArea(user),
  "area.pilot": (user: SessionUser) => isPilotArea(user),
  "pilot.create": (user: SessionUser) => hasPermission(user, Permission.CREATE_PILOT),
  "pilot.list": (user: SessionUser) => hasPermission(user, Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT),
  "pilot.edit": (user: SessionUser) => hasPermission(user, Permission.EDIT_PILOT),
  "pilot.deactivate": (user: SessionUser) => hasPermission(user, Permission.DE_ACTIVATE_PILOT),
  "pilot.reset_password": (user: SessionUser) => hasPermission(user, Permission.RESET_PASSWORD),
  "user.manage": (user: SessionUser) => user.role === Role.ADMIN,
  "permission.grant": (user: SessionUser) => isSuperAdmin(user),
  "sim.view": (user: SessionUser) => hasPermission(user, Permission.VIEW_SIM) || isPilotArea(user),
  /** The TO LDG recency list and its export: every admin-area account, within its fleet scope. */
  "toldg.view": (user: SessionUser) => isAdminArea(user),
} as const satisfies Record<string, (user: SessionUser) => boolean>;

export type Action = keyof typeof actions;

/** Whether this account may perform the action. Unknown accounts may do nothing. */
export function can(user: SessionUser | null | undefined, action: Action): boolean {
  if (!user) return false;
  return actions[action](user);
}
