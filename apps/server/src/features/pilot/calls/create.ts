import { type CreatePilotInput, type Fleet, isSuperAdmin, type SessionUser } from "@trms/shared";
import { hashVerifier, passwordVerifier, randomHex } from "../../../lib/crypto";
import { uniqueViolation } from "../../../lib/db-errors";
import { validation } from "../../../lib/errors";
import type { StoredFile } from "../../../lib/files/upload";
import { insertUser, userByEmail } from "../../user";
import {
  conflict,
  type PilotContext,
  profileColumns,
  publicDetail,
  roleFor,
  type StoredPilot,
} from "../pilot.context";
import { pilotRepository } from "../pilot.repository";

export async function createPilot(
  ctx: PilotContext,
  actor: SessionUser,
  given: CreatePilotInput,
  avatar: StoredFile | undefined,
) {
  // Without a fleet the pilot joins the manager's own; the super administrator names one (ADR 0942).
  const fleet = given.fleet ?? (isSuperAdmin(actor) ? undefined : (actor.fleet as Fleet | null));
  if (!fleet) throw validation("fleet", "fleet_required");
  const input = { ...given, fleet };
  ctx.requireFleetInScope(actor, input.fleet);
  if (await ctx.repo.crewCodeTaken(input.crew_code)) throw conflict("crew_code_taken", "crew_code");
  if (await userByEmail(ctx.deps.db, input.email)) throw conflict("email_taken", "email");
  const salt = randomHex(16);
  // Without a password the account cannot sign in until the pilot sets one through "Forgot password".
  const secret = input.password ?? randomHex(32);
  const passwordHash = await hashVerifier(passwordVerifier(secret, salt));
  try {
    const id = await ctx.deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
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
    return publicDetail((await ctx.repo.byId(id)) as StoredPilot, false);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes("crew_code")) throw conflict("crew_code_taken", "crew_code");
    if (constraint !== null) throw conflict("email_taken", "email");
    throw error;
  }
}
