import { type CreateUserInput, fleetScope, Role, type UserSummary } from "@trms/shared";
import { hashVerifier, passwordVerifier, randomHex } from "../../../lib/crypto";
import { uniqueViolation } from "../../../lib/db-errors";
import { AppError, forbidden } from "../../../lib/errors";
import type { UploadArgs } from "../../../lib/routes";
import { insertUser, toUserSummary, userByEmail } from "../user.repository";

const emailTaken = () => new AppError("CONFLICT", "email_taken", [{ path: "email", message: "email_taken" }]);

/** `auth/user/create_user`: an account of the actor's fleet, with an optional avatar. */
export async function createUser({
  app,
  actor,
  body,
  files,
}: UploadArgs<CreateUserInput>): Promise<UserSummary> {
  const db = app.database.db;
  const avatar = files.avatar?.[0];
  const scope = fleetScope(actor);
  if (scope && body.fleet !== scope) throw forbidden();
  if (await userByEmail(db, body.email)) throw emailTaken();
  const salt = randomHex(16);
  try {
    const row = await insertUser(db, {
      email: body.email,
      fullName: body.full_name,
      fleet: body.fleet,
      role: Role.USER,
      avatar: avatar?.key ?? null,
      passwordSalt: salt,
      passwordHash: await hashVerifier(passwordVerifier(body.password, salt)),
    });
    return toUserSummary(row);
  } catch (error) {
    if (uniqueViolation(error) !== null) throw emailTaken();
    throw error;
  }
}
