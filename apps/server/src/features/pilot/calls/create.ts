import { type CreatePilotInput, type Fleet, isSuperAdmin, type PilotDetail } from "@trms/shared";
import { hashVerifier, passwordVerifier, randomHex } from "../../../lib/crypto";
import { uniqueViolation } from "../../../lib/db-errors";
import { validation } from "../../../lib/errors";
import { insertPilotWithAccount } from "../../../lib/pilot-account";
import type { UploadArgs } from "../../../lib/routes";
import { userByEmail } from "../../user";
import { crewCodeTaken, pilotById, type StoredPilot } from "../pilot.repository";
import { conflict, profileColumns, publicDetail, requireFleetInScope, roleFor } from "../pilot.rules";

/** `pilot/create_pilot`: a pilot with their account, and an optional avatar. */
export async function createPilot({
  app,
  actor,
  body,
  files,
}: UploadArgs<CreatePilotInput>): Promise<PilotDetail> {
  const db = app.database.db;
  const avatar = files.avatar?.[0];
  // Without a fleet the pilot joins the manager's own; the super administrator names one (ADR 0942).
  const fleet = body.fleet ?? (isSuperAdmin(actor) ? undefined : (actor.fleet as Fleet | null));
  if (!fleet) throw validation("fleet", "fleet_required");
  const input = { ...body, fleet };
  requireFleetInScope(actor, input.fleet);
  if (await crewCodeTaken(db, input.crew_code)) throw conflict("crew_code_taken", "crew_code");
  if (await userByEmail(db, input.email)) throw conflict("email_taken", "email");
  const salt = randomHex(16);
  // Without a password the account cannot sign in until the pilot sets one through "Forgot password".
  const secret = input.password ?? randomHex(32);
  const passwordHash = await hashVerifier(passwordVerifier(secret, salt));
  try {
    const id = await db.transaction(async (tx) => {
      const { pilotId } = await insertPilotWithAccount(
        tx,
        {
          email: input.email,
          role: roleFor(input.instructor_rating),
          avatar: avatar?.key ?? null,
          passwordSalt: salt,
          passwordHash,
        },
        {
          ...profileColumns(input),
          crewCode: input.crew_code,
          fullName: input.full_name,
          fleet: input.fleet,
        },
      );
      return pilotId;
    });
    return publicDetail((await pilotById(db, id)) as StoredPilot, false);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes("crew_code")) throw conflict("crew_code_taken", "crew_code");
    if (constraint !== null) throw conflict("email_taken", "email");
    throw error;
  }
}
