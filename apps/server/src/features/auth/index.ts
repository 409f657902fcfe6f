import type { Feature } from "../../lib/feature";
import { authRoutes } from "./auth.routes";
import { authService } from "./auth.service";

// User and pilot end sessions and set passwords with the repository inside their own transactions.
export { type AuthRepository, authRepository, knownPermissions, toSessionUser } from "./auth.repository";
// The app hands the route guard its session reader.
export { sessionResolver } from "./auth.session";

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
