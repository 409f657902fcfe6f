import type { Feature } from "../../lib/feature";
import { secondFactorRoutes } from "./auth.factors.routes";
import { authRoutes } from "./auth.routes";
import { sessionRoutes } from "./auth.sessions.routes";

// User and pilot end sessions and set passwords with these inside their own transactions.
export { knownPermissions, revokeUserSessions, setPassword, toSessionUser } from "./auth.repository";
// The app hands the route guard its session reader.
export { isDeactivated, resolveSession } from "./auth.session";
export { welcomeMail } from "./auth.welcome";

/** Sign-in, sessions, password reset and the signed-in account's own calls. */
export const authFeature: Feature = {
  name: "auth",
  routes: [...authRoutes, ...secondFactorRoutes, ...sessionRoutes],
};
