import { isSuperAdmin, type SessionUser } from "../access/session";

/** Who may bring an airline's history in (and take it out again). */
export const historyImportRules = {
  /**
   * Templates, previews, commits, undos and the import history: the super administrator, since one
   * workbook creates accounts and records across every fleet (ADR 1400).
   */
  "history_import.run": (user: SessionUser) => isSuperAdmin(user),
} as const;
