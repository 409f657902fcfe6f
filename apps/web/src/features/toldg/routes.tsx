import type { RouteObject } from "react-router";
import { listLoader } from "../../components/list/list-loader";
import { withTexts } from "../../lib/route-texts";

// Starts the list's call beside the page's code, and lets the server render the page.
const loader = listLoader(() => import("./api").then((module) => module.prefetchToldgList));

/** The TO LDG list of part2 §2, relative to /admin. */
export const toldgAdminRoutes: RouteObject[] = [
  {
    path: "to_ldg",
    handle: { section: "to_ldg" } as const,
    lazy: withTexts(["toldg"], async () => ({
      Component: (await import("./pages/toldg-list-page")).ToldgListPage,
    })),
    loader,
  },
];

/** The public recency survey (part1 §2); a lazy chunk of its own, with MUI paid for on this route only. */
export const surveyRoute: RouteObject = {
  path: "/survey",
  lazy: async () => ({ Component: (await import("./pages/survey-page")).SurveyPage }),
};
