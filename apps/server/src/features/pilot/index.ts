import type { Feature } from "../../lib/feature";
import { pilotRoutes } from "./pilot.routes";

export {
  crewOfFleet,
  type PilotRecordKind,
  type VisiblePilot,
  visiblePilot,
  visiblePilotByCrewCode,
  visiblePilotsWhere,
} from "./pilot.access";
// A pilot's profile columns and account role as the pilot form writes them, for the history import.
export { profileColumns, roleFor } from "./pilot.rules";

/** Pilot profiles: list, search, create, update, activation and passwords. */
export const pilotFeature: Feature = {
  name: "pilot",
  routes: pilotRoutes,
};
