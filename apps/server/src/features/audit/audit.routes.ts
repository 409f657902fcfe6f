import {
  auditListReplySchema,
  auditListSchema,
  recordAuditReplySchema,
  recordAuditSchema,
  verifyHistoryReplySchema,
  verifyHistorySchema,
} from "@trms/shared";
import { jsonCall, type Route } from "../../lib/routes";
import { getAuditList } from "./calls/get-audit-list";
import { getRecordAudit } from "./calls/get-record-audit";
import { verifyHistory } from "./calls/verify-history";

const tags = ["audit"];

/** The audit trail viewer: administrators only. */
export const auditRoutes: readonly Route[] = [
  jsonCall({
    path: "/audit/get_audit_list",
    access: "audit.view",
    summary: "Audit rows across records, newest first, by who, record kind and date range",
    tags,
    body: auditListSchema,
    reply: auditListReplySchema,
    call: getAuditList,
  }),
  jsonCall({
    path: "/audit/get_record_audit",
    access: "audit.view",
    summary:
      "Who created, changed, approved, submitted, rejected, downloaded or deleted one record, and when",
    tags,
    body: recordAuditSchema,
    reply: recordAuditReplySchema,
    call: getRecordAudit,
  }),
  jsonCall({
    path: "/audit/verify_history",
    access: "audit.verify",
    summary:
      "Recomputes every sealed chain of the audit and workflow history and every daily anchor; lists each break",
    tags,
    body: verifyHistorySchema,
    reply: verifyHistoryReplySchema,
    call: verifyHistory,
  }),
];
