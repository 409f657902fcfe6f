import type { RouteObject } from "react-router";

const detailPage = async () => ({
  Component: (await import("./pages/sim-form-detail-page")).SimFormDetailPage,
});
const handle = { section: "sim" } as const;

/** One pilot's SIM form, relative to /admin. */
export const simFormAdminRoutes: RouteObject[] = [{ path: "sim/forms/:formId", handle, lazy: detailPage }];
/** The same, relative to /pilot. */
export const simFormPilotRoutes: RouteObject[] = [{ path: "sim/forms/:formId", handle, lazy: detailPage }];
