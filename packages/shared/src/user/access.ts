import { Role } from "../access/roles";
import { fleetScope } from "../access/scope";
import { isAdminRole, isSuperAdmin, type Rule, type SessionUser } from "../access/session";

/** Accounts managed on the user screens: the admin-area roles and employees (pilots have their own screens). */
export const USER_SCREEN_ROLES: Role[] = [Role.ADMIN, Role.USER, Role.EMPLOYEE];

/** An account as the record-level rules read it. */
export interface UserAccessRecord {
  id: number;
  /** The account's role (a `Role` number). */
  role: number;
  is_admin: boolean;
  fleet: string | null;
}

/** Who may do what to admin-area accounts (part1 §6). */
export const userRules = {
  /** The user list, creation and account status: role admin. */
  "user.manage": (user: SessionUser) => isAdminRole(user),
  /**
   * Sees an account on the user screens: one's own, or as a user manager an account of the user
   * screens within the manager's fleet scope. Every account may ask for its own.
   */
  "user.view": ((user: SessionUser, target?: Pick<UserAccessRecord, "id" | "role" | "fleet">) => {
    if (!target || target.id === user.id) return true;
    const scope = fleetScope(user);
    return (
      isAdminRole(user) &&
      (USER_SCREEN_ROLES as number[]).includes(target.role) &&
      (!scope || target.fleet === scope)
    );
  }) satisfies Rule<Pick<UserAccessRecord, "id" | "role" | "fleet">>,
  /** Name, fleet and avatar of an account: the account itself or the super administrator. */
  "user.edit_details": ((user: SessionUser, target?: Pick<UserAccessRecord, "id">) =>
    isSuperAdmin(user) || (target ? target.id === user.id : true)) satisfies Rule<
    Pick<UserAccessRecord, "id">
  >,
  /** Blocks or unblocks an account: a user manager, never their own, a super admin only by a super admin. */
  "user.set_status": ((user: SessionUser, target?: Pick<UserAccessRecord, "id" | "is_admin">) =>
    isAdminRole(user) &&
    (!target || (target.id !== user.id && (!target.is_admin || isSuperAdmin(user))))) satisfies Rule<
    Pick<UserAccessRecord, "id" | "is_admin">
  >,
  /** Another account's password: the super administrator; one's own: everyone. */
  "user.change_password": ((user: SessionUser, target?: Pick<UserAccessRecord, "id">) =>
    isSuperAdmin(user) || (target ? target.id === user.id : true)) satisfies Rule<
    Pick<UserAccessRecord, "id">
  >,
  /** Role admin changes their own password without the old one (the spec hides that field for admins). */
  "user.change_password_without_old": (user: SessionUser) => isAdminRole(user),
  /** Grants numbered permissions: the super administrator, to role-user accounts only. */
  "permission.grant": ((user: SessionUser, target?: Pick<UserAccessRecord, "role">) =>
    isSuperAdmin(user) && (!target || target.role === Role.USER)) satisfies Rule<
    Pick<UserAccessRecord, "role">
  >,
} as const;
