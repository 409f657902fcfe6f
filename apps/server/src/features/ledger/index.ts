import type { Feature } from "../../lib/feature";
import { ledgerRoutes } from "./ledger.routes";

export {
  EXPIRY_ALERT_JOB,
  type ExpiryAlertReport,
  runExpiryAlerts,
  runExpiryAlertsForToday,
  scheduleExpiryAlerts,
} from "./expiry-alert";
export { toLedgerRow, VALIDITY_COLUMNS as validityEndColumns } from "./ledger.repository";

/**
 * The qualification ledger: validities derived from the records, the dashboard figures, the export,
 * and the daily mails about validities about to expire (`scheduleExpiryAlerts`, run by `main.ts`).
 */
export const ledgerFeature: Feature = {
  name: "ledger",
  routes: ledgerRoutes,
};
