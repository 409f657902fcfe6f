/** The audit screens' addresses, for their links to each other. */
export const AUDIT_LIST_PATH = "/admin/audit";
export const AUDIT_INTEGRITY_PATH = "/admin/audit/integrity";
