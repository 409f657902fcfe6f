import type { SessionUser } from "@trms/shared";
import type { Database } from "../../db/client";
import { activeSessionUser, toSessionUser } from "./auth.repository";

/**
 * What the route guard asks of a token's session: its account, read fresh on every guarded call, so
 * a changed role or permission applies at once (ADR 0007). The app hands it to the guard, which
 * knows no feature.
 */
export async function resolveSession(db: Database, jti: string, now: Date): Promise<SessionUser | null> {
  const row = await activeSessionUser(db, jti, now);
  return row ? toSessionUser(row) : null;
}
