import type { z } from "zod";
import type { sessionUserSchema } from "../auth/schemas";
import { type Permission, Role } from "./roles";

/**
 * What the server knows of the signed-in account (its schema is auth's `sessionUserSchema`; this
 * module stays free of zod so the web's entry, which reads roles and permissions, does not load it).
 */
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Admin-area roles (admin, user). */
export function isAdminArea(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === Role.ADMIN || user?.role === Role.USER;
}

/** Pilot-area roles (instructor, pilot). */
export function isPilotArea(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === Role.INSTRUCTOR || user?.role === Role.PILOT;
}

/** Role admin (1), which the spec lets do everything in the admin area. */
export function isAdminRole(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === Role.ADMIN;
}

/** Role instructor (3): assesses the pilots of their fleet. */
export function isInstructor(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === Role.INSTRUCTOR;
}

/** Role inspector (6): reads only the training files of a live grant. */
export function isInspector(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === Role.INSPECTOR;
}

/** Only role user holds granted permission numbers (role admin holds them all, others none). */
export function holdsGrantedPermissions(account: { role: number } | null | undefined): boolean {
  return account?.role === Role.USER;
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

/** The super administrator (of a session or of any account's summary). */
export function isSuperAdmin(user: { role: number; is_admin: boolean } | null | undefined): boolean {
  return user?.role === Role.ADMIN && user.is_admin === true;
}

/**
 * One permission rule: without a record it answers "may this account ever do this" (the route
 * guard, the menus); with a record, "may it do this to that record".
 */
export type Rule<R = never> = (user: SessionUser, record?: R) => boolean;
