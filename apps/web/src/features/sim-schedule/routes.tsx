import type { RouteObject } from "react-router";

const handle = { section: "sim_schedule" } as const;
const list = async () => ({
  Component: (await import("./pages/sim-schedule-list-page")).SimScheduleListPage,
});
const upload = async () => ({
  Component: (await import("./pages/sim-schedule-upload-page")).SimScheduleUploadPage,
});

/** The monthly SIM schedule screens of part2 §2, relative to /admin. */
export const simScheduleAdminRoutes: RouteObject[] = [
  { path: "sim-schedule-upload", handle, lazy: upload },
  { path: "sim-schedule/list", handle, lazy: list },
];

/** The same in the pilot area, relative to /pilot (the upload page sends those not allowed to the list). */
export const simSchedulePilotRoutes: RouteObject[] = [
  { path: "sim-schedule-upload", handle, lazy: upload },
  { path: "sim-schedule/list", handle, lazy: list },
];
