import type { RouteObject } from "react-router";
import { baseTrainingAdminRoutes } from "../../features/base-training/routes";
import { criteriaReportAdminRoutes } from "../../features/criteria-report/routes";
import { fotAdminRoutes } from "../../features/fot/routes";
import { pilotAdminRoutes } from "../../features/pilots/routes";
import { progressTheoryAdminRoutes } from "../../features/progress-theory/routes";
import { comingSoon } from "../../features/shell/routes";
import { theoryTestAdminRoutes } from "../../features/theory-test/routes";
import { toldgAdminRoutes } from "../../features/toldg/routes";
import { trainingFlightAdminRoutes } from "../../features/training-flight/routes";
import { userRoutes } from "../../features/users/routes";

/**
 * Every admin-area screen of part1 §2 and part2 §2, relative to /admin. A feature that lands
 * replaces its comingSoon entries with the routes exported by its own routes.tsx.
 */
export const adminRoutes: RouteObject[] = [
  comingSoon("dashboards", "dashboard"),
  ...userRoutes,
  ...pilotAdminRoutes,
  comingSoon("event_report", "event_report"),
  comingSoon("event_report/create", "event_report"),
  comingSoon("event_report/detail/:id?", "event_report"),
  ...toldgAdminRoutes,
  ...fotAdminRoutes,
  ...trainingFlightAdminRoutes,
  ...baseTrainingAdminRoutes,
  ...theoryTestAdminRoutes,
  ...progressTheoryAdminRoutes,
  ...criteriaReportAdminRoutes,
  comingSoon("sim", "sim"),
  comingSoon("sim/create", "sim"),
  comingSoon("sim/create-from-file", "sim"),
  comingSoon("sim/detail/:id?", "sim"),
  comingSoon("sim-schedule-upload", "sim_schedule"),
  comingSoon("sim-schedule/list", "sim_schedule"),
  comingSoon("sim-slot", "sim_slot"),
  comingSoon("sim-slot/create", "sim_slot"),
  comingSoon("sim-slot/detail/:id?", "sim_slot"),
  comingSoon("line-check", "line_check"),
  comingSoon("line-check/create", "line_check"),
  comingSoon("line-check/detail/:id?", "line_check"),
  comingSoon("line-training", "line_training"),
  comingSoon("line-training/create", "line_training"),
  comingSoon("line-training/detail/:id?", "line_training"),
  comingSoon("training-document", "documents"),
  comingSoon("training-document/create", "documents"),
  comingSoon("training-document/detail/:id?", "documents"),
];
