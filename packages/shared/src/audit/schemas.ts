import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateTimeText } from "../api/replies";
import { listRequestSchema } from "../lists/schemas";

/**
 * The record kinds the audit table holds (the `entity` each feature writes); the audit
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
  // Pilots activated and deactivated (a departed pilot's archive).
  "pilot",
  // The retention purges: one chain, `retention` / `purge`.
  "retention",
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

/** One row of the audit list: what was done to which record, by whom, and when. */
export const auditEntryRowSchema = z.object({
  id: z.number(),
  /** The record kind as its feature wrote it (one of AUDIT_RECORD_KINDS for the records listed). */
  entity: z.string(),
  entity_id: z.string(),
  /** create, update, delete, submit, or the workflow action of a status move (approve, …). */
  action: z.string(),
  /** Who did it; null for the public survey, which nobody signs in to. */
  actor_id: z.number().nullable(),
  /** Null when nobody signed in did it, or the account is gone. */
  actor_name: z.string().nullable(),
  at: dateTimeText,
  /** What the writer recorded: `{field: [before, after]}` for an update, the values for a create. */
  changes: z.unknown(),
});
export type AuditEntryRow = z.infer<typeof auditEntryRowSchema>;

/** `audit/get_audit_list`: one page of audit rows, newest first, and the number of every match. */
export const auditListReplySchema = z.object({ audit_list: z.array(auditEntryRowSchema), total: z.number() });
export type AuditListReply = z.infer<typeof auditListReplySchema>;

/** One entry of a record's trail: the record is the one asked for, so only what, who and when. */
export const recordAuditEntrySchema = auditEntryRowSchema.pick({
  action: true,
  actor_name: true,
  at: true,
  changes: true,
});
export type RecordAuditEntry = z.infer<typeof recordAuditEntrySchema>;

/** `audit/get_record_audit`: one record's trail, oldest first. */
export const recordAuditReplySchema = z.object({ audit_list: z.array(recordAuditEntrySchema) });
export type RecordAuditReply = z.infer<typeof recordAuditReplySchema>;
