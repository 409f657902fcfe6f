// Every table, gathered for Drizzle and drizzle-kit from the `*.table.ts` files only, so loading the
// database client loads no feature (ADR 0991).

export {
  gradeMonthSums,
  pilotCriterionTrends,
  pipelineItemStages,
  pipelineItems,
} from "./tables/analytics.table";
export { attachments } from "./tables/attachments.table";
export { auditLog } from "./tables/audit.table";
export {
  loginCodes,
  loginFailures,
  passkeys,
  passwordResets,
  recoveryCodes,
  sessions,
  signInSteps,
  totpFactors,
} from "./tables/auth.table";
export { baseTrainings } from "./tables/base-training.table";
export { dailyJobRuns } from "./tables/daily-job.table";
export {
  eventReportMonthTotals,
  eventReportPilots,
  eventReportPilotYearTotals,
  eventReports,
} from "./tables/event-report.table";
export { expiryAlertLog } from "./tables/expiry-alert.table";
export { historyAnchors, historyChainHeads } from "./tables/history-chain.table";
export { importBatches, importRows } from "./tables/history-import.table";
export { idempotentRequests } from "./tables/idempotency.table";
export { inspectorAccessLog, inspectorGrants } from "./tables/inspector.table";
export { issuedDocuments } from "./tables/issued-documents.table";
export { pilotValidities } from "./tables/ledger.table";
export { lineChecks } from "./tables/line-check.table";
export { lineTrainingSubmissions, lineTrainings } from "./tables/line-training.table";
export { listCounters, listGramCounts, listVersions } from "./tables/list-counters.table";
export { mailOutbox } from "./tables/mail-outbox.table";
export { pilots } from "./tables/pilot.table";
export { progressTheoryReports } from "./tables/progress-theory.table";
export { rateLimitCounters } from "./tables/rate-limit.table";
export { historyPurgedRows, retainedRecords } from "./tables/retention.table";
export { simCalendarTokens, simSessionSearch, simSessions } from "./tables/sim.table";
export { simFormSubmissions, simForms } from "./tables/sim-form.table";
export { simSchedules } from "./tables/sim-schedule.table";
export { simSlots } from "./tables/sim-slot.table";
export { theoryTests } from "./tables/theory-test.table";
export { toldgFlights, toldgRecords } from "./tables/toldg.table";
export { trainingDocuments } from "./tables/training-document.table";
export { trainingFlightSectors, trainingFlights } from "./tables/training-flight.table";
export { users } from "./tables/user.table";
export { workflowHistory } from "./tables/workflow-history.table";
