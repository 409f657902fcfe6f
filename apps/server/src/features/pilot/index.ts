import type { Feature } from "../../lib/feature";
import { pilotRoutes } from "./pilot.routes";
import { pilotService } from "./pilot.service";

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
  async routes(api, { database, fileStore }) {
    await api.register(pilotRoutes, {
      service: pilotService({ db: database.db, store: fileStore }),
      store: fileStore,
    });
  },
};
