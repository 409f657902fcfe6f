import { isSuperAdmin, type Rule, type SessionUser } from "../access/session";

/** Who may read how the installation runs. */
export const systemRules = {
  /**
   * The System page and `system/get_status`: the super administrator, who runs the installation
   * and grants the permissions; no other account, administrators without the flag included.
   */
  "system.view": (user: SessionUser) => isSuperAdmin(user),
} as const satisfies Record<string, Rule<never>>;
