// Every table, gathered for Drizzle and drizzle-kit from the `*.table.ts` files only, so loading the
// database client loads no feature (ADR 0991).

export {
  gradeMonthSums,
  pilotCriterionTrends,
  pipelineItemStages,
  pipelineItems,
} from "../features/analytics/analytics.table";
export { loginCodes, loginFailures, passwordResets, sessions } from "../features/auth/auth.table";
export { baseTrainings } from "../features/base-training/base-training.table";
export {
  eventReportMonthTotals,
  eventReportPilots,
  eventReportPilotYearTotals,
  eventReports,
} from "../features/event-report/event-report.table";
export { inspectorAccessLog, inspectorGrants } from "../features/inspector/inspector.table";
export { expiryAlertLog } from "../features/ledger/expiry-alert.table";
export { pilotValidities } from "../features/ledger/ledger.table";
export { lineChecks } from "../features/line-check/line-check.table";
export { lineTrainingSubmissions, lineTrainings } from "../features/line-training/line-training.table";
export { pilots } from "../features/pilot/pilot.table";
export { progressTheoryReports } from "../features/progress-theory/progress-theory.table";
export { simCalendarTokens, simSessionSearch, simSessions } from "../features/sim/sim.table";
export { simFormSubmissions, simForms } from "../features/sim-form/sim-form.table";
export { simSchedules } from "../features/sim-schedule/sim-schedule.table";
export { simSlots } from "../features/sim-slot/sim-slot.table";
export { theoryTests } from "../features/theory-test/theory-test.table";
export { toldgFlights, toldgRecords } from "../features/toldg/toldg.table";
export { trainingDocuments } from "../features/training-document/training-document.table";
export { trainingFlightSectors, trainingFlights } from "../features/training-flight/training-flight.table";
export { users } from "../features/user/user.table";
export { auditLog } from "../lib/audit/audit.table";
export { historyAnchors, historyChainHeads } from "../lib/audit/history-chain.table";
export { dailyJobRuns } from "../lib/daily-job.table";
export { attachments } from "../lib/files/attachments.table";
export { listCounters, listGramCounts, listVersions } from "../lib/list-counters.table";
export { mailOutbox } from "../lib/mail-outbox/mail-outbox.table";
export { issuedDocuments } from "../lib/pdf/issued-documents.table";
export { rateLimitCounters } from "../lib/rate-limit/rate-limit.table";
export { historyPurgedRows, retainedRecords } from "../lib/retention/retention.table";
export { workflowHistory } from "../lib/workflow-history.table";
