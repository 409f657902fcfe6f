import { type CreateInspectorInput, type InspectorSummary, Role } from "@trms/shared";
import { hashVerifier, passwordVerifier, randomHex } from "../../../lib/crypto";
import { uniqueViolation } from "../../../lib/db-errors";
import type { CallArgs } from "../../../lib/routes";
import { accountByEmail, insertInspector } from "../inspector.repository";
import { emailTaken } from "../inspector.rules";

/** `inspector/create_inspector`: an inspector account (role 6), which reads nothing until it is granted. */
export async function createInspector({
  app,
  body,
}: CallArgs<CreateInspectorInput>): Promise<InspectorSummary> {
  const db = app.database.db;
  if (await accountByEmail(db, body.email)) throw emailTaken();
  const salt = randomHex(16);
  try {
    const row = await insertInspector(db, {
      email: body.email,
      fullName: body.full_name,
      fleet: null,
      role: Role.INSPECTOR,
      passwordSalt: salt,
      passwordHash: await hashVerifier(passwordVerifier(body.password, salt)),
    });
    return { id: row.id, email: row.email, full_name: row.fullName, status: row.status };
  } catch (error) {
    if (uniqueViolation(error) !== null) throw emailTaken();
    throw error;
  }
}
