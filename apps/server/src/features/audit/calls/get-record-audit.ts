import type { RecordAuditInput, RecordAuditReply } from "@trms/shared";
import { auditHistory } from "../../../lib/audit/audit.repository";
import type { CallArgs } from "../../../lib/routes";

/** `audit/get_record_audit`: one record's trail, oldest first. */
export async function getRecordAudit({ app, body }: CallArgs<RecordAuditInput>): Promise<RecordAuditReply> {
  return { audit_list: await auditHistory(app.database.db, body.entity, body.entity_id) };
}
