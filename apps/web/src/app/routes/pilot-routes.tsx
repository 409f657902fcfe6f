import type { RouteObject } from "react-router";
import { analyticsPilotRoutes } from "../../features/analytics/routes";
import { baseTrainingPilotRoutes } from "../../features/base-training/routes";
import { criteriaReportPilotRoutes } from "../../features/criteria-report/routes";
import { fotPilotRoutes } from "../../features/fot/routes";
import { lineCheckPilotRoutes } from "../../features/line-check/routes";
import { lineTrainingPilotRoutes } from "../../features/line-training/routes";
import { pilotAreaRoutes } from "../../features/pilot/routes";
import { progressTheoryPilotRoutes } from "../../features/progress-theory/routes";
import { simPilotRoutes } from "../../features/sim/routes";
import { simFormPilotRoutes } from "../../features/sim-form/routes";
import { simSchedulePilotRoutes } from "../../features/sim-schedule/routes";
import { theoryTestPilotRoutes } from "../../features/theory-test/routes";
import { trainingDocumentPilotRoutes } from "../../features/training-document/routes";
import { trainingFlightPilotRoutes } from "../../features/training-flight/routes";

/**
 * Every pilot-area screen of part1 §2, plus the part2 §2 screens it names only by purpose
 * (monthly SIM creation, SIM edit, schedule upload, line training and document creation).
 * Relative to /pilot; features replace their comingSoon entries as they land.
 */
export const pilotRoutes: RouteObject[] = [
  ...pilotAreaRoutes,
  ...trainingFlightPilotRoutes,
  ...baseTrainingPilotRoutes,
  ...theoryTestPilotRoutes,
  ...progressTheoryPilotRoutes,
  ...fotPilotRoutes,
  ...criteriaReportPilotRoutes,
  ...analyticsPilotRoutes,
  ...simPilotRoutes,
  ...simFormPilotRoutes,
  ...simSchedulePilotRoutes,
  ...lineCheckPilotRoutes,
  ...lineTrainingPilotRoutes,
  ...trainingDocumentPilotRoutes,
];
