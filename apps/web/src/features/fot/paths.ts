import type { Area } from "../../components/training-record/paths";
import { criteriaReportPaths } from "../criteria-report";
import { trainingFlightPaths } from "../training-flight";

const withParams = (path: string, params: Record<string, string | number>) =>
  `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  )}`;

/**
 * Where the FOT list's links go, per area. Every list takes its pilot as ?pilot_id=
 * and the training-flight list its flags as ?special_flight=true / ?grounded=true.
 */
export const fotPaths = {
  list: (area: Area) => (area === "admin" ? "/admin/fot" : "/pilot/fot/list"),
  /** The profile in view mode: the admin profile screen; instructors have no screen for another's profile. */
  profile: (area: Area, pilotId: number) =>
    area === "admin" ? `/admin/pilot/detail?id=${pilotId}&mode=view` : null,
  trainingFlights: (area: Area, pilotId: number) => trainingFlightPaths.list(area, pilotId),
  specialFlights: (area: Area, pilotId: number) =>
    withParams(trainingFlightPaths.list(area, pilotId), { special_flight: "true" }),
  groundedFlights: (area: Area, pilotId: number) =>
    withParams(trainingFlightPaths.list(area, pilotId), { grounded: "true" }),
  theoryTests: (area: Area, pilotId: number) =>
    withParams(area === "admin" ? "/admin/fot/theory-test" : "/pilot/theory-test", { pilot_id: pilotId }),
  progressTheory: (area: Area, pilotId: number) =>
    withParams(area === "admin" ? "/admin/fot/progress-theory" : "/pilot/progress-theory", {
      pilot_id: pilotId,
    }),
  criteriaReport: (area: Area, pilotId: number) => criteriaReportPaths.report(area, pilotId),
};
