import type { RouteObject } from "react-router";

/** The public recency survey (part1 §2); a lazy chunk of its own, with MUI paid for on this route only. */
export const surveyRoute: RouteObject = {
  path: "/survey",
  lazy: async () => ({ Component: (await import("./pages/survey-page")).SurveyPage }),
};
