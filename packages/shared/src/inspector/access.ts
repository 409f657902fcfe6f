import { isInspector, isSuperAdmin, type SessionUser } from "../access/session";

/** Who may grant inspector access and who reads through it. */
export const inspectorRules = {
  /**
   * Inspector accounts, their grants and the log of what they opened: the super administrator,
   * since a grant may span fleets.
   */
  "inspector.manage": (user: SessionUser) => isSuperAdmin(user),
  /** The inspector's own list of granted pilots (the grant window is checked on every call). */
  "inspector.read": (user: SessionUser) => isInspector(user),
} as const;
