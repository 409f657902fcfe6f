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

/** Pilot profiles: list, search, create, update, activation and passwords. */
export const pilotFeature: Feature = {
  name: "pilot",
  routes: pilotRoutes,
};
