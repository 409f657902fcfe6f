import type { RouteObject } from "react-router";
import { withTexts } from "../../lib/route-texts";

/** The TO LDG list of part2 §2, relative to /admin. */
export const toldgAdminRoutes: RouteObject[] = [
  {
    path: "to_ldg",
    handle: { section: "to_ldg" } as const,
    lazy: withTexts(["toldg"], async () => ({
      Component: (await import("./pages/toldg-list-page")).ToldgListPage,
    })),
  },
];

/** The public recency survey (part1 §2); a lazy chunk of its own, with MUI paid for on this route only. */
export const surveyRoute: RouteObject = {
  path: "/survey",
  lazy: async () => ({ Component: (await import("./pages/survey-page")).SurveyPage }),
};
