import type { Feature } from "../../lib/feature";
import { auditRoutes } from "./audit.routes";

/** The audit trail viewer: one record's trail and the list across records. */
export const auditFeature: Feature = {
  name: "audit",
  routes: auditRoutes,
};
