import {
  COMPANY_EMAIL_DOMAIN,
  emailSchema,
  FLEETS,
  INSTRUCTOR_QUALIFICATIONS,
  isoDateSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PILOT_LIMITS,
  Position,
  requiredText,
  TEXT_MAX,
} from "@trms/shared";
import { z } from "zod";

/*
 * The API's pilot schemas coerce multipart text (an empty position would read as 0, CAPTAIN), so the
 * form keeps every value as the string its input holds and validates with the same limits and
 * message keys. The server validates again with createPilotSchema / updatePilotSchema.
 */
const text = (max: number) => z.string().trim().max(max, { error: "field_too_long" });
const optionalDate = z.string().refine((v) => v === "" || isoDateSchema.safeParse(v).success, {
  error: "field_invalid",
});
const positions = Object.values(Position).map(String);

const pilotFields = {
  crew_code: requiredText(PILOT_LIMITS.crew_code),
  full_name: requiredText(TEXT_MAX),
  name_position: z.string().refine((v) => v === "" || positions.includes(v), { error: "field_invalid" }),
  date_of_birth: optionalDate,
  fleet: z.string().refine((v) => (FLEETS as readonly string[]).includes(v), { error: "fleet_required" }),
  function: text(TEXT_MAX),
  caav_number: text(PILOT_LIMITS.caav_number),
  phone_number: text(PILOT_LIMITS.phone_number),
  identify_number: text(PILOT_LIMITS.identify_number),
  passport_number: text(PILOT_LIMITS.passport_number),
  fleet_position: text(TEXT_MAX),
  department_position: text(TEXT_MAX),
  instructor_rating: z
    .string()
    .refine((v) => v === "" || (INSTRUCTOR_QUALIFICATIONS as readonly string[]).includes(v), {
      error: "field_invalid",
    }),
  joining_date: optionalDate,
  first_flight_date: optionalDate,
  seniority_point: z
    .string()
    .trim()
    .refine((v) => v === "" || (Number.isFinite(Number(v)) && Number(v) >= 0), { error: "field_too_small" }),
  base: text(TEXT_MAX),
  google_form_link: text(TEXT_MAX).refine((v) => v === "" || z.url().safeParse(v).success, {
    error: "field_invalid",
  }),
  base_month: text(TEXT_MAX),
  line_check_month: text(TEXT_MAX),
};

export const createPilotFormSchema = z.object({
  ...pilotFields,
  email: emailSchema,
  password: z
    .string()
    .refine((v) => v === "" || v.length >= PASSWORD_MIN, { error: "alert_password_too_short" })
    .refine((v) => v.length <= PASSWORD_MAX, { error: "alert_password_too_long" }),
});

/**
 * Part1 §5: function is required in update mode. Email and password are not edited there; they stay
 * in the shape (unchecked, never sent) so both modes share one form type.
 */
export const updatePilotFormSchema = z.object({
  ...pilotFields,
  function: requiredText(TEXT_MAX, "function_required"),
  email: z.string(),
  password: z.string(),
});

export type PilotFormValues = z.input<typeof createPilotFormSchema>;
export type PilotFormOutput = z.output<typeof createPilotFormSchema>;
export type PilotProfileField = Exclude<keyof PilotFormValues, "email" | "password">;
export const PILOT_PROFILE_FIELDS = Object.keys(pilotFields) as PilotProfileField[];

export function emptyPilotForm(): PilotFormValues {
  const values = Object.fromEntries(PILOT_PROFILE_FIELDS.map((name) => [name, ""])) as PilotFormValues;
  // The company domain is filled in; the user types the name before it (part1 §5).
  return { ...values, email: `@${COMPANY_EMAIL_DOMAIN}`, password: "", fleet: "" };
}

/** A stored pilot as form values: nulls become empty inputs, numbers text. */
export function pilotToForm(pilot: Record<string, unknown>): PilotFormValues {
  const values = emptyPilotForm();
  for (const name of PILOT_PROFILE_FIELDS) {
    const value = pilot[name];
    values[name] = value === null || value === undefined ? "" : String(value);
  }
  return { ...values, email: String(pilot.email ?? ""), password: "" };
}

/**
 * The multipart text fields. On create empty values are left out; on update they are sent empty so
 * the server clears them — except the position, where an empty text would coerce to CAPTAIN.
 */
export function pilotFormFields(
  values: Partial<PilotFormOutput>,
  mode: "create" | "update",
): Record<string, string> {
  const fields: Record<string, string> = {};
  const names = mode === "create" ? [...PILOT_PROFILE_FIELDS, "email", "password"] : PILOT_PROFILE_FIELDS;
  for (const name of names) {
    const raw = values[name as keyof PilotFormOutput];
    // Texts are trimmed (part1 §5); a password is sent exactly as typed.
    const value = typeof raw !== "string" ? "" : name === "password" ? raw : raw.trim();
    if (value === "" && (mode === "create" || name === "name_position")) continue;
    fields[name] = value;
  }
  return fields;
}
