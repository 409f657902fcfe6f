import type { AppDeps } from "../../../lib/app-deps";
import { revokeSession } from "../auth.repository";

/** `auth/logout`: the session of the request ends now. */
export async function logout({ app, jti }: { app: AppDeps; jti: string }): Promise<void> {
  await revokeSession(app.database.db, jti, new Date());
}
