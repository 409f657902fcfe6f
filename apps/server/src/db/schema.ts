// Every table, gathered for Drizzle and drizzle-kit from the features' public index files.

export { loginCodes, loginFailures, passwordResets, sessions } from "../features/auth";
export { baseTrainings } from "../features/base-training";
export {
  eventReportMonthTotals,
  eventReportPilots,
  eventReportPilotYearTotals,
  eventReports,
} from "../features/event-report";
export { expiryAlertLog } from "../features/expiry-alert/expiry-alert.table";
export { pilotValidities } from "../features/ledger/ledger.table";
export { lineChecks } from "../features/line-check";
export { lineTrainingSubmissions, lineTrainings } from "../features/line-training";
export { pilots } from "../features/pilot";
export { progressTheoryReports } from "../features/progress-theory";
export { simCalendarTokens, simFormSubmissions, simForms, simSessions } from "../features/sim";
export { simSchedules } from "../features/sim-schedule";
export { simSlots } from "../features/sim-slot";
export { theoryTests } from "../features/theory-test";
export { toldgFlights, toldgRecords } from "../features/toldg";
export { trainingDocuments } from "../features/training-document";
export { trainingFlightSectors, trainingFlights } from "../features/training-flight";
export { users } from "../features/user";
export { auditLog } from "../lib/audit/audit.table";
export { dailyJobRuns } from "../lib/daily-job.table";
export { attachments } from "../lib/files/attachments.table";
export { listCounters, listGramCounts, listVersions } from "../lib/list-counters.table";
export { rateLimitCounters } from "../lib/rate-limit/rate-limit.table";
export { workflowHistory } from "../lib/workflow-history.table";
