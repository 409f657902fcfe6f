import {
  type CreatePilotInput,
  can,
  fleetScope,
  type PilotDetail,
  Role,
  type SessionUser,
} from "@trms/shared";
import type { pilots } from "../../db/tables/pilot.table";
import { AppError, forbidden } from "../../lib/errors";
import type { StoredPilot } from "./pilot.repository";

export const conflict = (key: "email_taken" | "crew_code_taken", path: string) =>
  new AppError("CONFLICT", key, [{ path, message: key }]);

/** An instructor rating makes the account an instructor; otherwise it is a pilot. */
export const roleFor = (rating: string | null | undefined) => (rating ? Role.INSTRUCTOR : Role.PILOT);

/**
 * The profile columns a request sets: a field it leaves out keeps its value, an emptied field
 * (sent as "") is cleared.
 */
export function profileColumns(
  input: Partial<Omit<CreatePilotInput, "email" | "password">>,
): Partial<typeof pilots.$inferInsert> {
  const columns: Partial<typeof pilots.$inferInsert> = {
    crewCode: input.crew_code,
    namePosition: input.name_position,
    dateOfBirth: input.date_of_birth,
    function: input.function,
    caavNumber: input.caav_number,
    phoneNumber: input.phone_number,
    identifyNumber: input.identify_number,
    passportNumber: input.passport_number,
    fleetPosition: input.fleet_position,
    departmentPosition: input.department_position,
    instructorRating: input.instructor_rating,
    joiningDate: input.joining_date,
    firstFlightDate: input.first_flight_date,
    seniorityPoint: input.seniority_point,
    base: input.base,
    googleFormLink: input.google_form_link,
    baseMonth: input.base_month,
    lineCheckMonth: input.line_check_month,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The salt goes to those who may set the password, so their browser can derive the verifier. */
export const mayResetPassword = (actor: SessionUser, pilot: StoredPilot) =>
  can(actor, "pilot.change_password", pilot);

export function requireFleetInScope(actor: SessionUser, fleet: string) {
  const scope = fleetScope(actor);
  if (scope && fleet !== scope) throw forbidden();
}

export function publicDetail(pilot: StoredPilot, withSalt: boolean): PilotDetail {
  const { passwordHash: _hash, passwordSalt, avatarKey: _key, importBatchId: _batch, ...detail } = pilot;
  return withSalt ? { ...detail, password_salt: passwordSalt } : detail;
}
