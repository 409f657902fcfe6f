import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateText, dateTimeText } from "../api/replies";
import { emailSchema, plainPasswordSchema } from "../auth/schemas";
import { FLEETS, TEXT_MAX } from "../constants";
import { isoDateSchema, pageFields, requiredText } from "../lists/schemas";
import { SIM_OFFSET_TEXT } from "../sim/date-time";
import { addDays } from "../toldg/recency";

/** The longest access window a grant may open (ADR 1065). */
export const INSPECTOR_WINDOW_MAX_DAYS = 366;
/** The most pilots one grant names; a larger set is a fleet. */
export const INSPECTOR_GRANT_PILOTS_MAX = 200;

/** The days from the first to the last day of a window, both counted. */
const daysCounted = (first: string, last: string) =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * A grant's window in airline days (ADR 1130): it opens at the start of its first day and closes
 * at the end of its last day in Vietnam time, whatever the zone of the browser that chose them.
 */
export function grantWindow(startsOn: string, endsOn: string) {
  return {
    startsAt: new Date(`${startsOn}T00:00:00${SIM_OFFSET_TEXT}`),
    endsAt: new Date(`${addDays(endsOn, 1)}T00:00:00${SIM_OFFSET_TEXT}`),
  };
}

/** inspector/create_inspector: an inspector account (role 6), signed in with the given password. */
export const createInspectorSchema = z.strictObject({
  email: emailSchema,
  full_name: requiredText(TEXT_MAX),
  password: plainPasswordSchema,
});
export type CreateInspectorInput = z.infer<typeof createInspectorSchema>;

/**
 * inspector/create_grant: read access to chosen pilots, or to one fleet, from the start of
 * `starts_on` to the end of `ends_on` (airline days, YYYY-MM-DD). The window's order and
 * length are checked here; that its last day has not already passed, by the server against its clock.
 */
export const createGrantSchema = z
  .strictObject({
    inspector_id: recordIdSchema,
    pilot_ids: z.array(recordIdSchema).min(1).max(INSPECTOR_GRANT_PILOTS_MAX).optional(),
    fleet: z.enum(FLEETS, { error: "field_invalid" }).optional(),
    starts_on: isoDateSchema,
    ends_on: isoDateSchema,
    note: z.string().trim().max(TEXT_MAX).optional(),
  })
  .superRefine((grant, issues) => {
    if ((grant.pilot_ids === undefined) === (grant.fleet === undefined))
      issues.addIssue({ code: "custom", path: ["pilot_ids"], message: "inspector_scope_required" });
    if (grant.ends_on < grant.starts_on)
      issues.addIssue({ code: "custom", path: ["ends_on"], message: "inspector_window_end_before_start" });
    else if (daysCounted(grant.starts_on, grant.ends_on) > INSPECTOR_WINDOW_MAX_DAYS)
      issues.addIssue({ code: "custom", path: ["ends_on"], message: "inspector_window_too_long" });
  });
export type CreateGrantInput = z.infer<typeof createGrantSchema>;

/** inspector/get_grants: every grant, newest first, optionally of one inspector. */
export const grantListSchema = z.strictObject({ ...pageFields, inspector_id: recordIdSchema.optional() });
export type GrantListInput = z.infer<typeof grantListSchema>;

/** inspector/revoke_grant: ends a grant now. */
export const revokeGrantSchema = z.strictObject({ id: recordIdSchema });

/** inspector/get_access_log: what inspectors opened or were refused, newest first. */
export const accessLogSchema = z.strictObject({ ...pageFields, inspector_id: recordIdSchema.optional() });
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
  /** The first and the last day granted, as chosen (airline days). */
  starts_on: dateText,
  ends_on: dateText,
  /** When access opens and the first instant after it closes (the end of `ends_on` in Vietnam time). */
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

/**
 * Why an inspector's call was refused: a pilot no live grant covers (or none at all), a
 * call outside the inspector's reads, or no live grant (its window not started, ended, revoked, or
 * no grant ever).
 */
export const INSPECTOR_REFUSALS = [
  "pilot_not_granted",
  "call_not_allowed",
  "not_started",
  "ended",
  "revoked",
  "no_grant",
] as const;
export type InspectorRefusal = (typeof INSPECTOR_REFUSALS)[number];

export const accessLogEntrySchema = z.object({
  id: z.number(),
  opened_at: dateTimeText,
  /** The call that opened it, as its path under /api/v1 (`training_file/get_timeline`, …). */
  action: z.string(),
  /** The file's name, when the call opened one of the pilot's stored files. */
  file_name: z.string().nullable(),
  /** Null when the call was answered; why it was refused otherwise. */
  refused: z.enum(INSPECTOR_REFUSALS).nullable(),
  /** The grant it was opened under, or that a refusal concerns; null when none does. */
  grant_id: z.number().nullable(),
  inspector_id: z.number(),
  inspector_name: z.string(),
  /** The pilot the call named; null when it named none, or one that does not exist. */
  pilot_id: z.number().nullable(),
  pilot_name: z.string().nullable(),
  crew_code: z.string().nullable(),
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
  /** The last day of access (airline day): access ends at the end of it. */
  ends_on: dateText,
  ends_at: dateTimeText,
});
export type MyPilotsReply = z.infer<typeof myPilotsReplySchema>;
