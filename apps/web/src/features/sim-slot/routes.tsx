import type { RouteObject } from "react-router";

const handle = { section: "sim_slot" } as const;

/** The SIM slot screens of part2 §2, relative to /admin; each page is its own lazy chunk. */
export const simSlotAdminRoutes: RouteObject[] = [
  {
    path: "sim-slot",
    handle,
    lazy: async () => ({ Component: (await import("./pages/sim-slot-list-page")).SimSlotListPage }),
  },
  {
    path: "sim-slot/create",
    handle,
    lazy: async () => ({ Component: (await import("./pages/sim-slot-form-page")).SimSlotCreatePage }),
  },
  {
    path: "sim-slot/detail/:id",
    handle,
    lazy: async () => ({ Component: (await import("./pages/sim-slot-form-page")).SimSlotDetailPage }),
  },
];
