import { Permission } from "../access/roles";
import { hasPermission, isAdminArea, isAdminRole, type SessionUser } from "../access/session";

/** Who may see the qualification ledger and the audit trail. */
export const ledgerRules = {
  /**
   * The ledger, its figures and its export (the admin area's dashboard): admin-area accounts that
   * may see the pilot list, within their fleet scope, like the pilot list itself.
   */
  "ledger.view": (user: SessionUser) =>
    isAdminArea(user) && hasPermission(user, Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT),
  /** The audit trail of any record and the audit list across records: administrators. */
  "audit.view": (user: SessionUser) => isAdminRole(user),
  /** Recomputing every history chain: administrators, as the trail itself. */
  "audit.verify": (user: SessionUser) => isAdminRole(user),
} as const;
