import type { RouteObject } from "react-router";
import { listLoader } from "../../components/list/list-loader";
import { withTexts } from "../../lib/route-texts";

const loadListPage = async () => ({ Component: (await import("./pages/sim-list-page")).SimListPage });
// The list with the texts its cells read; the pilot area's landing page adds its tasks and warnings panels.
const listPage = withTexts(["sim", "sim-form"], loadListPage);
const pilotListPage = withTexts(["sim", "sim-form", "tasks", "analytics"], loadListPage);
const loader = listLoader(() => import("./api").then((module) => module.prefetchSimList));
const createPage = async () => ({ Component: (await import("./pages/sim-create-page")).SimCreatePage });
const importPage = async () => ({ Component: (await import("./pages/sim-import-page")).SimImportPage });
const detailPage = async () => ({ Component: (await import("./pages/sim-detail-page")).SimDetailPage });

const handle = { section: "sim" } as const;

/** The SIM session screens of part2 §2, relative to /admin. */
export const simAdminRoutes: RouteObject[] = [
  { path: "sim", handle, lazy: listPage, loader },
  { path: "sim/create", handle, lazy: createPage },
  { path: "sim/create-from-file", handle, lazy: importPage },
  { path: "sim/detail/:id", handle, lazy: detailPage },
];

/** The pilot area's SIM list and, for those allowed, creation and edit (part2 §2), relative to /pilot. */
export const simPilotRoutes: RouteObject[] = [
  { path: "sim/list", handle, lazy: pilotListPage, loader },
  { path: "sim/create", handle, lazy: createPage },
  { path: "sim/create-from-file", handle, lazy: importPage },
  { path: "sim/detail/:id", handle, lazy: detailPage },
];
