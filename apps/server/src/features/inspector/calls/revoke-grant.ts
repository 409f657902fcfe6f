import { AppError, notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { grantById, revokeGrantRow } from "../inspector.repository";

/** `inspector/revoke_grant`: ends a grant now, so the inspector's next call under it is refused. */
export async function revokeGrant({ app, actor, body }: CallArgs<{ id: number }>): Promise<void> {
  const db = app.database.db;
  const existing = await grantById(db, body.id);
  if (!existing) throw notFound();
  const row = await revokeGrantRow(db, body.id, actor.id, new Date());
  if (!row) throw new AppError("CONFLICT", "inspector_grant_revoked");
}
