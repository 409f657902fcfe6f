import type { AuditListInput, AuditListReply } from "@trms/shared";
import type { CallArgs } from "../../../lib/routes";
import { auditPage } from "../audit.repository";

/** `audit/get_audit_list`: one page of audit rows across records, newest first. */
export async function getAuditList({ app, body }: CallArgs<AuditListInput>): Promise<AuditListReply> {
  const page = await auditPage(app.database.db, body);
  return { audit_list: page.rows, total: page.total };
}
