import { z } from "zod";
import { recordIdSchema } from "../api/ids";
import { dateText, fileUrlText } from "../api/replies";
import { emailSchema, plainPasswordSchema } from "../auth/schemas";
import { FLEETS, INSTRUCTOR_QUALIFICATIONS, Position, TEXT_MAX } from "../constants";
import { importedSchema } from "../history-import/schemas";
import { isoDateSchema, listRequestSchema, optionalText, requiredText } from "../lists/schemas";
import { PILOT_PAGE_SIZE, PILOT_SORT_FIELDS } from "./constants";

/** The default email of a new pilot carries the company's domain. */
export const COMPANY_EMAIL_DOMAIN = "vietnamairlines.com";

/** Limits of part1 §5. */
export const PILOT_LIMITS = {
  crew_code: 10,
  phone_number: 16,
  identify_number: 12,
  passport_number: 12,
  caav_number: 12,
} as const;

/**
 * What a phone, ID card and passport number look like (ADR 0140): a phone is 8–16 characters of
 * digits, spaces, +, - and parentheses with at least 8 digits; an ID card (CMND/CCCD) 9 or 12
 * digits; a passport 6–9 letters or digits (Vietnamese: a letter and 7–8 digits).
 */
export const PILOT_PATTERNS = {
  phone_number: /^(?=(?:\D*\d){8})[\d\s+\-()]{8,16}$/,
  identify_number: /^(?:\d{9}|\d{12})$/,
  passport_number: /^(?:[A-Za-z]\d{7,8}|[A-Za-z0-9]{6,9})$/,
} as const;
type PatternField = keyof typeof PILOT_PATTERNS;

/** Optional, trimmed, at most the spec's length, and shaped like the number it holds; empty is null. */
const patternText = (name: PatternField) =>
  z
    .string()
    .trim()
    .max(PILOT_LIMITS[name], { error: "field_too_long" })
    .refine((value) => value === "" || PILOT_PATTERNS[name].test(value), { error: `${name}_invalid` })
    .transform((value) => (value === "" ? null : value))
    .nullish();

const positionSchema = z.coerce
  .number()
  .int()
  .refine((n) => Object.values(Position).includes(n as Position), { error: "field_invalid" });
const optionalDate = z.union([z.literal("").transform(() => null), isoDateSchema]).nullish();
const optionalNumber = z
  .union([z.literal("").transform(() => null), z.coerce.number().min(0, { error: "field_too_small" })])
  .nullish();

/** Every pilot field of part1 §3 that a form edits, trimmed and limited as §5 says. */
const pilotFields = {
  crew_code: requiredText(PILOT_LIMITS.crew_code).transform((v) => v.toUpperCase()),
  full_name: requiredText(TEXT_MAX),
  name_position: positionSchema.nullish(),
  date_of_birth: optionalDate,
  fleet: z.enum(FLEETS, { error: "fleet_required" }),
  function: optionalText(TEXT_MAX),
  caav_number: optionalText(PILOT_LIMITS.caav_number),
  phone_number: patternText("phone_number"),
  identify_number: patternText("identify_number"),
  passport_number: patternText("passport_number"),
  fleet_position: optionalText(TEXT_MAX),
  department_position: optionalText(TEXT_MAX),
  instructor_rating: z
    .union([z.literal("").transform(() => null), z.enum(INSTRUCTOR_QUALIFICATIONS)])
    .nullish(),
  joining_date: optionalDate,
  first_flight_date: optionalDate,
  seniority_point: optionalNumber,
  base: optionalText(TEXT_MAX),
  google_form_link: z
    .union([
      z.literal("").transform(() => null),
      z.url({ protocol: /^https?$/, error: "field_invalid" }).max(TEXT_MAX),
    ])
    .nullish(),
  base_month: optionalText(TEXT_MAX),
  line_check_month: optionalText(TEXT_MAX),
};

/** pilot/create_pilot (multipart with an optional avatar). */
export const createPilotSchema = z.strictObject({
  ...pilotFields,
  /** Optional: a manager's pilots are of the manager's fleet (ADR 0942); the super admin names one. */
  fleet: pilotFields.fleet.optional(),
  email: emailSchema,
  password: plainPasswordSchema.optional(),
});
export type CreatePilotInput = z.infer<typeof createPilotSchema>;

/** The create form asks for the fleet, whoever fills it in (the call itself may leave it out). */
export const createPilotFormSchema = createPilotSchema.extend({ fleet: pilotFields.fleet });

/** pilot/update_pilot: email cannot change; function is required. */
export const updatePilotSchema = z.strictObject({
  ...pilotFields,
  id: recordIdSchema,
  function: requiredText(TEXT_MAX, "function_required"),
});
export type UpdatePilotInput = z.infer<typeof updatePilotSchema>;

/** pilot/update_info_for_pilot: what a pilot may change of their own profile. */
export const updatePilotInfoSchema = z.strictObject({
  id: recordIdSchema,
  phone_number: patternText("phone_number"),
  identify_number: patternText("identify_number"),
  passport_number: patternText("passport_number"),
});
export type UpdatePilotInfoInput = z.infer<typeof updatePilotInfoSchema>;

/** pilot/sort_pilot: searched by name, crew code, fleet, group or position; dated by the first flight. */
export const pilotListSchema = listRequestSchema({
  defaultPageCount: PILOT_PAGE_SIZE,
  filters: {
    fleet: z.enum(FLEETS).optional(),
    name_position: positionSchema.optional(),
    group: z.string().trim().max(TEXT_MAX).optional(),
    status: z.union([z.literal(0), z.literal(1)]).optional(),
  },
  sortFields: PILOT_SORT_FIELDS,
});
export type PilotListInput = z.infer<typeof pilotListSchema>;

export const crewCodeSchema = z.strictObject({ crew_code: requiredText(PILOT_LIMITS.crew_code) });
export const searchPilotSchema = z.strictObject({ keyword: z.string().trim().max(TEXT_MAX).default("") });
export const pilotChangePasswordSchema = z.strictObject({
  id: recordIdSchema,
  new_password: z.string().regex(/^[0-9a-f]{64}$/, { error: "field_invalid" }),
  old_password: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: "field_invalid" })
    .optional(),
});

/** The list row of part1 §3. */
export const pilotRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  crew_code: z.string(),
  full_name: z.string(),
  name_position: z.number().nullable(),
  phone_number: z.string().nullable(),
  fleet_position: z.string().nullable(),
  fleet: z.string().nullable(),
  department_position: z.string().nullable(),
  first_flight_date: dateText.nullable(),
  seniority_point: z.number().nullable(),
  avatar: fileUrlText.nullable(),
  status: z.number(),
});
export type PilotRow = z.infer<typeof pilotRowSchema>;

/** pilot/sort_pilot: one page of pilots and the number of every match. */
export const pilotListReplySchema = z.object({ pilots: z.array(pilotRowSchema), total: z.number() });
export type PilotListReply = z.infer<typeof pilotListReplySchema>;

/** A pilot's profile (part1 §5); the salt only to whoever may set the password (ADR 0023). */
export const pilotDetailSchema = pilotRowSchema.extend({
  email: z.string(),
  role: z.number(),
  date_of_birth: dateText.nullable(),
  function: z.string().nullable(),
  caav_number: z.string().nullable(),
  identify_number: z.string().nullable(),
  passport_number: z.string().nullable(),
  instructor_rating: z.string().nullable(),
  joining_date: dateText.nullable(),
  base: z.string().nullable(),
  google_form_link: z.string().nullable(),
  base_month: z.string().nullable(),
  line_check_month: z.string().nullable(),
  password_salt: z.string().optional(),
  /** Present when the pilot came in by a history import: the import and its file. */
  imported: importedSchema.optional(),
});
export type PilotDetail = z.infer<typeof pilotDetailSchema>;

/** One match of `pilot/search_pilot`: what a pilot picker shows and stores. */
export const pilotOptionSchema = z.object({
  id: z.number(),
  crew_code: z.string(),
  full_name: z.string(),
  fleet: z.string().nullable(),
});
export type PilotOption = z.infer<typeof pilotOptionSchema>;

/**
 * pilot/search_pilot's matches: the picker's fields, and the list row's others for whoever may
 * browse pilots.
 */
export const pilotSearchReplySchema = z.array(pilotRowSchema.partial().extend(pilotOptionSchema.shape));

export const instructorOptionSchema = z.object({
  crew_code: z.string(),
  full_name: z.string(),
  name_position: z.number().nullable(),
});
export type InstructorOption = z.infer<typeof instructorOptionSchema>;
