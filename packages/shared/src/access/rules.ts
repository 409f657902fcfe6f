import { isAdminArea, isAdminRole, isPilotArea, isSuperAdmin, type Rule, type SessionUser } from "./session";

/** Who may enter which area, and the admin-only pages that belong to no feature yet. */
export const sessionRules = {
  /** Any signed-in account. */
  "session.any": (user: SessionUser) => Boolean(user),
  /** The signed-in account read fresh, and signing out: the calls an inspector needs besides its reads. */
  "session.me": (user: SessionUser) => Boolean(user),
  "session.logout": (user: SessionUser) => Boolean(user),
  /** The account's own signed-in devices: listing them and ending any of them. */
  "session.devices": (user: SessionUser) => Boolean(user),
  /** Ending every session of any account (the super administrator). */
  "session.end_all": (user: SessionUser) => isSuperAdmin(user),
  /** The account's own second factors: an authenticator app, recovery codes, passkeys. */
  "second_factor.manage": (user: SessionUser) => Boolean(user),
  /** Removing an account's second factors so it enrols again (the super administrator, audited). */
  "second_factor.reset": (user: SessionUser) => isSuperAdmin(user),
  "area.admin": (user: SessionUser) => isAdminArea(user),
  "area.pilot": (user: SessionUser) => isPilotArea(user),
  /** The dashboards page (role admin, part2 §2). */
  "dashboard.view": (user: SessionUser) => isAdminRole(user),
  /** The link to the public survey in the admin menu (role admin). */
  "survey.share": (user: SessionUser) => isAdminRole(user),
} as const satisfies Record<string, Rule<never>>;
