import {
  COMPANY_EMAIL_DOMAIN,
  createPilotFormSchema,
  type PilotDetail,
  updatePilotSchema,
} from "@trms/shared";
import type { Resolver } from "react-hook-form";
import { schemaResolver } from "../../components/form/resolver";
import { currentLanguage } from "../../lib/language";
import { toApiNumber, toInputNumber } from "../../lib/numbers";

/**
 * Every pilot field a form edits, kept as the text its input holds. The limits and rules are
 * createPilotFormSchema/updatePilotSchema's, applied by the form kit's resolver to the body
 * `pilotFormFields` builds, so the form refuses exactly what the server would.
 */
export const PILOT_PROFILE_FIELDS = [
  "crew_code",
  "full_name",
  "name_position",
  "date_of_birth",
  "fleet",
  "function",
  "caav_number",
  "phone_number",
  "identify_number",
  "passport_number",
  "fleet_position",
  "department_position",
  "instructor_rating",
  "joining_date",
  "first_flight_date",
  "seniority_point",
  "base",
  "google_form_link",
  "base_month",
  "line_check_month",
] as const;

export type PilotProfileField = (typeof PILOT_PROFILE_FIELDS)[number];
export type PilotFormValues = Record<PilotProfileField | "email" | "password", string>;

/** Fields holding a number, typed in the user's language ("12,5") and sent with a dot. */
const NUMBER_FIELDS = new Set<string>(["seniority_point"]);

export function emptyPilotForm(): PilotFormValues {
  const values = Object.fromEntries(PILOT_PROFILE_FIELDS.map((name) => [name, ""])) as PilotFormValues;
  // The company domain is filled in; the user types the name before it (part1 §5).
  return { ...values, email: `@${COMPANY_EMAIL_DOMAIN}`, password: "" };
}

/** A stored pilot as form values: nulls become empty inputs, numbers text in the user's language. */
export function pilotToForm(pilot: PilotDetail): PilotFormValues {
  const values = emptyPilotForm();
  const stored = pilot as unknown as Record<string, unknown>;
  for (const name of PILOT_PROFILE_FIELDS) {
    const value = stored[name];
    if (value === null || value === undefined) values[name] = "";
    else if (typeof value === "number" && NUMBER_FIELDS.has(name))
      values[name] = toInputNumber(value, currentLanguage());
    else values[name] = String(value);
  }
  return { ...values, email: pilot.email, password: "" };
}

/**
 * The multipart text fields. On create empty values are left out; on update they are sent empty so
 * the server clears them — except the position, where an empty text would coerce to CAPTAIN.
 */
export function pilotFormFields(values: PilotFormValues, mode: "create" | "update"): Record<string, string> {
  const fields: Record<string, string> = {};
  const names = mode === "create" ? [...PILOT_PROFILE_FIELDS, "email", "password"] : PILOT_PROFILE_FIELDS;
  for (const name of names) {
    const raw = values[name as keyof PilotFormValues] ?? "";
    // Texts are trimmed (part1 §5); a password is sent exactly as typed.
    let value = name === "password" ? raw : raw.trim();
    if (NUMBER_FIELDS.has(name)) value = toApiNumber(value, currentLanguage());
    if (value === "" && (mode === "create" || name === "name_position")) continue;
    fields[name] = value;
  }
  return fields;
}

export type PilotFormMode = { mode: "create" } | { mode: "update"; pilotId: number };

/** The pilot form's resolver: the server's own schema over the body the form would send. */
export function pilotResolver(target: PilotFormMode): Resolver<PilotFormValues> {
  if (target.mode === "create") {
    // The API puts a pilot without a fleet in the manager's own (ADR 0942); the form asks for it.
    return schemaResolver<PilotFormValues>(createPilotFormSchema, {
      toInput: (values) => pilotFormFields(values, "create"),
    });
  }
  return schemaResolver<PilotFormValues>(updatePilotSchema, {
    toInput: (values) => ({ id: target.pilotId, ...pilotFormFields(values, "update") }),
  });
}
