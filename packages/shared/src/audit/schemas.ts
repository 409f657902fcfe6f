import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { listRequestSchema } from "../lists/schemas";

/**
 * The record kinds the audit table holds (the `entity` each feature writes, ADR 0704); the audit
 * list's kind filter accepts these only.
 */
export const AUDIT_RECORD_KINDS = [
  "training_flight",
  "base_training",
  "theory_test",
  "progress_theory",
  "sim",
  "sim_form",
  "sim_caav_form",
  "sim_elearning",
  "sim_slot",
  "sim_schedule",
  "training_document",
  "event_report",
  "line_check",
  "line_check_documents",
  "line_training",
  "toldg",
] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

/** audit/get_audit_list: every audit row, newest first, by who, record kind and date range. */
export const auditListSchema = listRequestSchema({
  defaultPageCount: 25,
  maxPageCount: 100,
  filters: {
    actor_id: recordIdSchema.optional(),
    entity: z.enum(AUDIT_RECORD_KINDS, { error: "audit_kind_unknown" }).optional(),
  },
});
export type AuditListInput = z.infer<typeof auditListSchema>;

/** audit/get_record_audit: one record's trail. */
export const recordAuditSchema = z.strictObject({
  entity: z.enum(AUDIT_RECORD_KINDS, { error: "audit_kind_unknown" }),
  entity_id: recordIdSchema,
});
export type RecordAuditInput = z.infer<typeof recordAuditSchema>;

export interface AuditEntryRow {
  id: number;
  entity: string;
  entity_id: string;
  action: string;
  actor_id: number | null;
  actor_name: string | null;
  /** ISO 8601 */
  at: string;
  /** What the writer recorded: `{field: [before, after]}` for an update, the values for a create. */
  changes: unknown;
}

export interface AuditListReply {
  audit_list: AuditEntryRow[];
  total: number;
}
