import type { RouteObject } from "react-router";
import { analyticsAdminRoutes } from "../../features/analytics/routes";
import { auditAdminRoutes } from "../../features/audit/routes";
import { baseTrainingAdminRoutes } from "../../features/base-training/routes";
import { criteriaReportAdminRoutes } from "../../features/criteria-report/routes";
import { eventReportAdminRoutes } from "../../features/event-report/routes";
import { fotAdminRoutes } from "../../features/fot/routes";
import { historyImportRoutes } from "../../features/history-import/routes";
import { inspectorAdminRoutes } from "../../features/inspector/routes";
import { ledgerAdminRoutes } from "../../features/ledger/routes";
import { lineCheckAdminRoutes } from "../../features/line-check/routes";
import { lineTrainingAdminRoutes } from "../../features/line-training/routes";
import { mailOutboxAdminRoutes } from "../../features/mail-outbox/routes";
import { pilotAdminRoutes } from "../../features/pilot/routes";
import { progressTheoryAdminRoutes } from "../../features/progress-theory/routes";
import { simAdminRoutes } from "../../features/sim/routes";
import { simFormAdminRoutes } from "../../features/sim-form/routes";
import { simScheduleAdminRoutes } from "../../features/sim-schedule/routes";
import { simSlotAdminRoutes } from "../../features/sim-slot/routes";
import { systemAdminRoutes } from "../../features/system/routes";
import { theoryTestAdminRoutes } from "../../features/theory-test/routes";
import { toldgAdminRoutes } from "../../features/toldg/routes";
import { trainingDocumentAdminRoutes } from "../../features/training-document/routes";
import { trainingFlightAdminRoutes } from "../../features/training-flight/routes";
import { userRoutes } from "../../features/user/routes";

/**
 * Every admin-area screen of part1 §2 and part2 §2, relative to /admin. A feature that lands
 * replaces its comingSoon entries with the routes exported by its own routes.tsx.
 */
export const adminRoutes: RouteObject[] = [
  ...ledgerAdminRoutes,
  ...userRoutes,
  ...pilotAdminRoutes,
  ...eventReportAdminRoutes,
  ...toldgAdminRoutes,
  ...fotAdminRoutes,
  ...trainingFlightAdminRoutes,
  ...baseTrainingAdminRoutes,
  ...theoryTestAdminRoutes,
  ...progressTheoryAdminRoutes,
  ...criteriaReportAdminRoutes,
  ...analyticsAdminRoutes,
  ...simAdminRoutes,
  ...simFormAdminRoutes,
  ...simScheduleAdminRoutes,
  ...simSlotAdminRoutes,
  ...lineCheckAdminRoutes,
  ...lineTrainingAdminRoutes,
  ...trainingDocumentAdminRoutes,
  ...auditAdminRoutes,
  ...inspectorAdminRoutes,
  ...historyImportRoutes,
  ...mailOutboxAdminRoutes,
  ...systemAdminRoutes,
];
