import type { RouteObject } from "react-router";
import { listLoader } from "../../components/list/list-loader";
import { withTexts } from "../../lib/route-texts";

const management = { section: "pilot_management" } as const;

/** Pilot management screens of part1 §2, relative to /admin; each page is its own lazy chunk. */
export const pilotAdminRoutes: RouteObject[] = [
  {
    path: "pilot",
    handle: management,
    lazy: withTexts(["pilot"], async () => ({
      Component: (await import("./pages/pilot-list-page")).PilotListPage,
    })),
    loader: listLoader(() => import("./api").then((module) => module.prefetchPilotList)),
  },
  {
    path: "pilot/create",
    handle: management,
    lazy: async () => ({ Component: (await import("./pages/pilot-create-page")).PilotCreatePage }),
  },
  {
    // The spec's address is /admin/pilot/detail?id=…; a path id is read too.
    path: "pilot/detail/:id?",
    handle: management,
    lazy: async () => ({ Component: (await import("./pages/pilot-detail-page")).PilotDetailPage }),
  },
];

/** The signed-in pilot's or instructor's own profile, relative to /pilot. */
export const pilotAreaRoutes: RouteObject[] = [
  {
    path: "profile",
    handle: { section: "profile" } as const,
    lazy: async () => ({ Component: (await import("./pages/pilot-profile-page")).PilotProfilePage }),
  },
];
