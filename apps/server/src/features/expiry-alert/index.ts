export {
  EXPIRY_ALERT_JOB,
  type ExpiryAlertReport,
  runExpiryAlerts,
  runExpiryAlertsForToday,
  scheduleExpiryAlerts,
} from "./expiry-alert.service";
export { expiryAlertLog } from "./expiry-alert.table";
