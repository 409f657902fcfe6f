import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateTimeText } from "../api/replies";
import { emailSchema, plainPasswordSchema } from "../auth/schemas";
import { FLEETS, TEXT_MAX } from "../constants";
import { isoInstantSchema, requiredText } from "../lists/schemas";

/** The longest access window a grant may open (ADR 1065). */
export const INSPECTOR_WINDOW_MAX_DAYS = 366;
/** The most pilots one grant names; a larger set is a fleet. */
export const INSPECTOR_GRANT_PILOTS_MAX = 200;

const instant = isoInstantSchema;
const page = {
  page_number: z.coerce.number({ error: "field_invalid" }).int().min(1).max(100_000).default(1),
  page_count: z.coerce.number({ error: "field_invalid" }).int().min(1).max(100).default(25),
};

/** inspector/create_inspector: an inspector account (role 6), signed in with the given password. */
export const createInspectorSchema = z.strictObject({
  email: emailSchema,
  full_name: requiredText(TEXT_MAX),
  password: plainPasswordSchema,
});
export type CreateInspectorInput = z.infer<typeof createInspectorSchema>;

/**
 * inspector/create_grant: read access to chosen pilots, or to one fleet, from `starts_at` to
 * `ends_at` (ISO 8601 with offset). The window's order and length are checked here; that it has
 * not already ended, by the server against its clock.
 */
export const createGrantSchema = z
  .strictObject({
    inspector_id: recordIdSchema,
    pilot_ids: z.array(recordIdSchema).min(1).max(INSPECTOR_GRANT_PILOTS_MAX).optional(),
    fleet: z.enum(FLEETS, { error: "field_invalid" }).optional(),
    starts_at: instant,
    ends_at: instant,
    note: z.string().trim().max(TEXT_MAX).optional(),
  })
  .superRefine((grant, issues) => {
    if ((grant.pilot_ids === undefined) === (grant.fleet === undefined))
      issues.addIssue({ code: "custom", path: ["pilot_ids"], message: "inspector_scope_required" });
    const start = Date.parse(grant.starts_at);
    const end = Date.parse(grant.ends_at);
    if (end <= start)
      issues.addIssue({ code: "custom", path: ["ends_at"], message: "inspector_window_end_before_start" });
    else if (end - start > INSPECTOR_WINDOW_MAX_DAYS * 86_400_000)
      issues.addIssue({ code: "custom", path: ["ends_at"], message: "inspector_window_too_long" });
  });
export type CreateGrantInput = z.infer<typeof createGrantSchema>;

/** inspector/get_grants: every grant, newest first, optionally of one inspector. */
export const grantListSchema = z.strictObject({ ...page, inspector_id: recordIdSchema.optional() });
export type GrantListInput = z.infer<typeof grantListSchema>;

/** inspector/revoke_grant: ends a grant now. */
export const revokeGrantSchema = z.strictObject({ id: recordIdSchema });

/** inspector/get_access_log: what inspectors opened, newest first. */
export const accessLogSchema = z.strictObject({ ...page, inspector_id: recordIdSchema.optional() });
export type AccessLogInput = z.infer<typeof accessLogSchema>;

export const inspectorSummarySchema = z.object({
  id: z.number(),
  email: z.string(),
  full_name: z.string(),
  status: z.number(),
});
export type InspectorSummary = z.infer<typeof inspectorSummarySchema>;
export const inspectorListReplySchema = z.object({ inspectors: z.array(inspectorSummarySchema) });

/** A grant's state at the moment it is read. */
export const GRANT_STATES = ["scheduled", "active", "ended", "revoked"] as const;

export const grantSchema = z.object({
  id: z.number(),
  inspector_id: z.number(),
  inspector_name: z.string(),
  pilot_ids: z.array(z.number()).nullable(),
  /** The named pilots' names and crew codes, in the order of `pilot_ids`. */
  pilots: z.array(z.object({ id: z.number(), full_name: z.string(), crew_code: z.string() })),
  fleet: z.string().nullable(),
  starts_at: dateTimeText,
  ends_at: dateTimeText,
  note: z.string().nullable(),
  granted_by_name: z.string(),
  created_at: dateTimeText,
  revoked_at: dateTimeText.nullable(),
  state: z.enum(GRANT_STATES),
});
export type Grant = z.infer<typeof grantSchema>;
export const grantListReplySchema = z.object({ grants: z.array(grantSchema), total: z.number() });

export const accessLogEntrySchema = z.object({
  id: z.number(),
  opened_at: dateTimeText,
  /** The call that opened it, as its path under /api/v1 (`training_file/get_timeline`, …). */
  action: z.string(),
  grant_id: z.number(),
  inspector_id: z.number(),
  inspector_name: z.string(),
  pilot_id: z.number(),
  pilot_name: z.string(),
  crew_code: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;
export const accessLogReplySchema = z.object({
  access_log: z.array(accessLogEntrySchema),
  total: z.number(),
});

/** inspector/get_my_pilots: the pilots the inspector's live grants cover, and when access ends. */
export const myPilotsReplySchema = z.object({
  pilots: z.array(
    z.object({ id: z.number(), full_name: z.string(), crew_code: z.string(), fleet: z.string().nullable() }),
  ),
  ends_at: dateTimeText,
});
export type MyPilotsReply = z.infer<typeof myPilotsReplySchema>;
