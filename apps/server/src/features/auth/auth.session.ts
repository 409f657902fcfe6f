import type { Database } from "../../db/client";
import type { SessionResolver } from "../../plugins/auth";
import { authRepository, toSessionUser } from "./auth.repository";

/**
 * What the route guard asks of a token's session: its account, read fresh on every guarded call, so
 * a changed role or permission applies at once (ADR 0007). The app hands it to the guard, which
 * knows no feature.
 */
export function sessionResolver(db: Database): SessionResolver {
  const repository = authRepository(db);
  return async (jti, now) => {
    const row = await repository.activeSessionUser(jti, now);
    return row ? toSessionUser(row) : null;
  };
}
