import {
  type CreatePilotInput,
  can,
  fleetScope,
  type PilotDetail,
  Role,
  type SessionUser,
  UserStatus,
} from "@trms/shared";
import type { Database } from "../../db/client";
import type { pilots } from "../../db/tables/pilot.table";
import { auditRepository } from "../../lib/audit/audit.repository";
import { AppError, forbidden, validation } from "../../lib/errors";
import type { FileStore } from "../../lib/files/file-store";
import { authRepository } from "../auth";
import { updateUser } from "../user";
import {
  type PilotRecordKind,
  visiblePilotByCrewCode as pilotByCodeVisibleTo,
  visiblePilot as pilotVisibleTo,
} from "./pilot.access";
import { pilotRepository } from "./pilot.repository";

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

export type StoredPilot = NonNullable<Awaited<ReturnType<ReturnType<typeof pilotRepository>["byId"]>>>;

export function publicDetail(pilot: StoredPilot, withSalt: boolean): PilotDetail {
  const { passwordHash: _hash, passwordSalt, avatarKey: _key, ...detail } = pilot;
  return withSalt ? { ...detail, password_salt: passwordSalt } : detail;
}

/** What the calls of this feature share: its dependencies and the rules they read. */
export function pilotContext(deps: { db: Database; store: FileStore }) {
  const repo = pilotRepository(deps.db);
  const visiblePilot = (actor: SessionUser, id: number, kind?: PilotRecordKind) =>
    pilotVisibleTo(deps.db, actor, id, kind);
  const visiblePilotByCrewCode = (actor: SessionUser, crewCode: string) =>
    pilotByCodeVisibleTo(deps.db, actor, crewCode);

  const requireFleetInScope = (actor: SessionUser, fleet: string) => {
    const scope = fleetScope(actor);
    if (scope && fleet !== scope) throw forbidden();
  };

  /** The salt goes to those who may set the password, so their browser can derive the verifier. */
  const mayResetPassword = (actor: SessionUser, pilot: StoredPilot) =>
    can(actor, "pilot.change_password", pilot);

  async function setStatus(actor: SessionUser, crewCode: string, status: number) {
    const pilot = await visiblePilotByCrewCode(actor, crewCode);
    requireFleetInScope(actor, pilot.fleet ?? "");
    if (pilot.user_id === actor.id) throw validation("crew_code", "cannot_block_self");
    await deps.db.transaction(async (tx) => {
      await updateUser(tx, pilot.user_id, { status });
      await pilotRepository(tx).update(pilot.id, { status });
      if (status === UserStatus.BLOCKED)
        await authRepository(tx).revokeUserSessions(pilot.user_id, new Date());
      // A departed pilot is archived by deactivation: who did it and when stays on record.
      await auditRepository(tx).record({
        entity: "pilot",
        entityId: pilot.id,
        action: status === UserStatus.BLOCKED ? "deactivate" : "activate",
        actorId: actor.id,
        changes: { crew_code: pilot.crew_code, status: [pilot.status, status] },
      });
    });
    return publicDetail({ ...pilot, status }, false);
  }

  return {
    deps,
    mayResetPassword,
    repo,
    requireFleetInScope,
    setStatus,
    visiblePilot,
    visiblePilotByCrewCode,
  };
}
export type PilotContext = ReturnType<typeof pilotContext>;
