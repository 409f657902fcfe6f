import {
  type CreatePilotInput,
  can,
  type Fleet,
  fleetScope,
  isSuperAdmin,
  type PilotDetail,
  type PilotListInput,
  type PilotOption,
  type PilotRow,
  pilotScope,
  Role,
  type SessionUser,
  type UpdatePilotInfoInput,
  type UpdatePilotInput,
  UserStatus,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { checkVerifier, hashVerifier, passwordVerifier, randomHex } from "../../lib/crypto";
import { uniqueViolation } from "../../lib/db-errors";
import { AppError, forbidden, validation } from "../../lib/errors";
import { type FileStore, removeQuietly } from "../../lib/files/file-store";
import type { StoredFile } from "../../lib/files/upload";
import { authRepository } from "../auth";
import { userRepository } from "../user";
import { pilotAccess } from "./pilot.access";
import { pilotRepository } from "./pilot.repository";
import type { pilots } from "./pilot.table";

const conflict = (key: "email_taken" | "crew_code_taken", path: string) =>
  new AppError("CONFLICT", key, [{ path, message: key }]);

/** An instructor rating makes the account an instructor; otherwise it is a pilot. */
const roleFor = (rating: string | null | undefined) => (rating ? Role.INSTRUCTOR : Role.PILOT);

/**
 * The profile columns a request sets: a field it leaves out keeps its value, an emptied field
 * (sent as "") is cleared.
 */
function profileColumns(
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

type StoredPilot = NonNullable<Awaited<ReturnType<ReturnType<typeof pilotRepository>["byId"]>>>;

function publicDetail(pilot: StoredPilot, withSalt: boolean): PilotDetail {
  const { passwordHash: _hash, passwordSalt, avatarKey: _key, ...detail } = pilot;
  return withSalt ? { ...detail, password_salt: passwordSalt } : detail;
}

export function pilotService(deps: { db: Database; store: FileStore }) {
  const repo = pilotRepository(deps.db);
  const { visiblePilot, visiblePilotByCrewCode } = pilotAccess(deps.db);

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
      await userRepository(tx).update(pilot.user_id, { status });
      await pilotRepository(tx).update(pilot.id, { status });
      if (status === UserStatus.BLOCKED)
        await authRepository(tx).revokeUserSessions(pilot.user_id, new Date());
    });
    return publicDetail({ ...pilot, status }, false);
  }

  return {
    list(actor: SessionUser, input: PilotListInput) {
      if (!can(actor, "pilot.browse")) throw forbidden();
      return repo.list(input, pilotScope(actor).fleet);
    },

    /**
     * Active pilots for a picker (ADR 0026): the list rows within the pilot scope of whoever browses
     * pilots; for a creator of SIM sessions, line checks or line trainings who does not, only what the
     * picker shows, within their own fleet (every fleet for the super administrator).
     */
    async search(actor: SessionUser, keyword: string): Promise<PilotRow[] | PilotOption[]> {
      if (!can(actor, "pilot.pick")) throw forbidden();
      const scope = pilotScope(actor);
      if (scope.allowed) return repo.autocomplete(keyword, scope.fleet);
      const rows = await repo.autocomplete(keyword, fleetScope(actor));
      return rows.map((row) => ({
        id: row.id,
        crew_code: row.crew_code,
        full_name: row.full_name,
        fleet: row.fleet,
      }));
    },

    async detail(actor: SessionUser, id: number) {
      const pilot = await visiblePilot(actor, id);
      return publicDetail(pilot, mayResetPassword(actor, pilot));
    },

    async create(actor: SessionUser, given: CreatePilotInput, avatar: StoredFile | undefined) {
      // Without a fleet the pilot joins the manager's own; the super administrator names one (ADR 0942).
      const fleet = given.fleet ?? (isSuperAdmin(actor) ? undefined : (actor.fleet as Fleet | null));
      if (!fleet) throw validation("fleet", "fleet_required");
      const input = { ...given, fleet };
      requireFleetInScope(actor, input.fleet);
      if (await repo.crewCodeTaken(input.crew_code)) throw conflict("crew_code_taken", "crew_code");
      if (await userRepository(deps.db).byEmail(input.email)) throw conflict("email_taken", "email");
      const salt = randomHex(16);
      // Without a password the account cannot sign in until the pilot sets one through "Forgot password".
      const secret = input.password ?? randomHex(32);
      const passwordHash = await hashVerifier(passwordVerifier(secret, salt));
      try {
        const id = await deps.db.transaction(async (tx) => {
          const user = await userRepository(tx).insert({
            email: input.email,
            fullName: input.full_name,
            fleet: input.fleet,
            role: roleFor(input.instructor_rating),
            avatar: avatar?.key ?? null,
            passwordSalt: salt,
            passwordHash,
          });
          const pilot = await pilotRepository(tx).insert({
            ...profileColumns(input),
            crewCode: input.crew_code,
            fullName: input.full_name,
            fleet: input.fleet,
            userId: user.id,
          });
          return pilot.id;
        });
        return publicDetail((await repo.byId(id)) as StoredPilot, false);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint?.includes("crew_code")) throw conflict("crew_code_taken", "crew_code");
        if (constraint !== null) throw conflict("email_taken", "email");
        throw error;
      }
    },

    async update(actor: SessionUser, input: UpdatePilotInput, avatar: StoredFile | undefined) {
      const pilot = await visiblePilot(actor, input.id);
      if (!can(actor, "pilot.edit")) throw forbidden();
      requireFleetInScope(actor, input.fleet);
      if (await repo.crewCodeTaken(input.crew_code, pilot.id)) throw conflict("crew_code_taken", "crew_code");
      try {
        await deps.db.transaction(async (tx) => {
          await userRepository(tx).update(pilot.user_id, {
            fullName: input.full_name,
            fleet: input.fleet,
            // The role follows the rating only when the rating is part of the change.
            ...(input.instructor_rating !== undefined ? { role: roleFor(input.instructor_rating) } : {}),
            ...(avatar ? { avatar: avatar.key } : {}),
          });
          await pilotRepository(tx).update(pilot.id, {
            ...profileColumns(input),
            fullName: input.full_name,
            fleet: input.fleet,
          });
        });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw conflict("crew_code_taken", "crew_code");
        throw error;
      }
      if (avatar && pilot.avatarKey) await removeQuietly(deps.store, [pilot.avatarKey]);
      return publicDetail((await repo.byId(pilot.id)) as StoredPilot, false);
    },

    async changeAvatar(actor: SessionUser, id: number, avatar: StoredFile | undefined) {
      const pilot = await visiblePilot(actor, id);
      if (!can(actor, "pilot.edit_own_info", pilot)) throw forbidden();
      if (!avatar) throw validation("avatar", "file_required");
      await userRepository(deps.db).update(pilot.user_id, { avatar: avatar.key });
      if (pilot.avatarKey) await removeQuietly(deps.store, [pilot.avatarKey]);
      return publicDetail((await repo.byId(pilot.id)) as StoredPilot, false);
    },

    /** The pilot changes their own (old password required); a holder of RESET_PASSWORD resets another's. */
    async changePassword(
      actor: SessionUser,
      input: { id: number; new_password: string; old_password?: string },
      currentJti: string | null,
    ) {
      const pilot = await visiblePilot(actor, input.id);
      const self = pilot.user_id === actor.id;
      if (!can(actor, "pilot.change_password", pilot)) throw forbidden();
      if (self) {
        if (!input.old_password) throw validation("old_password", "old_password_required");
        if (!(await checkVerifier(pilot.passwordHash, input.old_password))) {
          throw validation("old_password", "old_password_wrong");
        }
      }
      const passwordHash = await hashVerifier(input.new_password);
      await deps.db.transaction(async (tx) => {
        const auth = authRepository(tx);
        await auth.setPassword(pilot.user_id, passwordHash, new Date());
        await auth.revokeUserSessions(
          pilot.user_id,
          new Date(),
          self ? (currentJti ?? undefined) : undefined,
        );
      });
    },

    activate: (actor: SessionUser, crewCode: string) => setStatus(actor, crewCode, UserStatus.ACTIVE),
    deactivate: (actor: SessionUser, crewCode: string) => setStatus(actor, crewCode, UserStatus.BLOCKED),

    /** A pilot's own update of phone, identify and passport numbers; managers use update_pilot. */
    async updateInfo(actor: SessionUser, input: UpdatePilotInfoInput) {
      const pilot = await visiblePilot(actor, input.id);
      if (!can(actor, "pilot.edit_own_info", pilot)) throw forbidden();
      await repo.update(
        pilot.id,
        profileColumns({
          phone_number: input.phone_number,
          identify_number: input.identify_number,
          passport_number: input.passport_number,
        }),
      );
      return publicDetail((await repo.byId(pilot.id)) as StoredPilot, pilot.user_id === actor.id);
    },

    instructors: (actor: SessionUser) => repo.instructors(pilotScope(actor).fleet ?? fleetScope(actor)),
    simInstructors: (actor: SessionUser) =>
      repo.instructors(pilotScope(actor).fleet ?? fleetScope(actor), ["TRI", "DPE"]),
  };
}
export type PilotService = ReturnType<typeof pilotService>;
