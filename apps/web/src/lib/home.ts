import { isAdminArea, isInspector, isPilotArea, isSuperAdmin, type SessionUser } from "@trms/shared";

export const ADMIN_HOME = "/admin/sim";
export const PILOT_HOME = "/pilot/sim/list";
/** An inspector's one screen: the granted pilots and their training files. */
export const INSPECTOR_HOME = "/inspector";

/** Where a signed-in account starts (part1 §2); null for roles with no area, such as employee. */
export function homePath(user: SessionUser): string | null {
  if (isAdminArea(user)) return ADMIN_HOME;
  if (isPilotArea(user)) return PILOT_HOME;
  if (isInspector(user)) return INSPECTOR_HOME;
  return null;
}

/** The admin root: the SIM list for the super administrator, pilot management for everyone else. */
export function adminRootPath(user: SessionUser | null): string {
  return isSuperAdmin(user) ? "/admin/sim" : "/admin/pilot";
}

export function profilePath(user: SessionUser): string {
  return isAdminArea(user) ? `/admin/user/detail/${user.id}` : "/pilot/profile";
}

/** Only same-site paths are followed after sign-in, so a crafted ?redirect= cannot send users away. */
export function safeRedirect(target: unknown): string | null {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) return null;
  if (target.startsWith("/\\") || target === "/login" || target.startsWith("/login?")) return null;
  return target;
}

export function loginPathFor(origin: string): string {
  return origin === "/" ? "/login" : `/login?redirect=${encodeURIComponent(origin)}`;
}
