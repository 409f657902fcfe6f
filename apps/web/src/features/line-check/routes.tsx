import type { RouteObject } from "react-router";
import { listLoader } from "../../components/list/list-loader";
import { withTexts } from "../../lib/route-texts";

// Starts the list's call beside the page's code, and lets the server render the page.
const loader = listLoader(() => import("./api").then((module) => module.prefetchLineCheckList));

const listPage = withTexts(["line-check"], async () => ({
  Component: (await import("./pages/line-check-list-page")).LineCheckListPage,
}));
const createPage = async () => ({
  Component: (await import("./pages/line-check-form-page")).LineCheckCreatePage,
});
const detailPage = async () => ({
  Component: (await import("./pages/line-check-form-page")).LineCheckDetailPage,
});

const handle = { section: "line_check" } as const;

/** The line check screens of part2 §2, relative to /admin. */
export const lineCheckAdminRoutes: RouteObject[] = [
  { path: "line-check", handle, lazy: listPage, loader },
  { path: "line-check/create", handle, lazy: createPage },
  { path: "line-check/detail/:id", handle, lazy: detailPage },
];

/** The pilot area's twins (part2 §2: list, create, and detail at /{id}), relative to /pilot. */
export const lineCheckPilotRoutes: RouteObject[] = [
  { path: "line-check", handle, lazy: listPage, loader },
  { path: "line-check/create", handle, lazy: createPage },
  { path: "line-check/detail/:id", handle, lazy: detailPage },
];
