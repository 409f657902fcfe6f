import type { Feature } from "../../lib/feature";
import { authRoutes } from "./auth.routes";
import { authService } from "./auth.service";

export { loginCodes, loginFailures, passwordResets, sessions } from "../../db/tables/auth.table";
// The route guard reads sessions through the repository; user and pilot end sessions and set
// passwords with it inside their own transactions.
export { type AuthRepository, authRepository, knownPermissions, toSessionUser } from "./auth.repository";

/** Sign-in, sessions, password reset and the signed-in account's own calls. */
export const authFeature: Feature = {
  name: "auth",
  async routes(api, { database, config, outbox, background }) {
    const service = authService({
      db: database.db,
      secret: config.jwtSecret,
      outbox,
      background,
      publicUrl: config.publicUrl,
    });
    await api.register(authRoutes, { service });
  },
};
