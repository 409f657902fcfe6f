import { SECOND_FACTOR_PAGE } from "@trms/shared";
import type { RouteObject } from "react-router";
import { withTexts } from "../../lib/route-texts";

/** The enrolment page of a second factor, outside the areas. */
export const secondFactorRoute: RouteObject = {
  path: SECOND_FACTOR_PAGE,
  lazy: withTexts(["security"], async () => ({
    Component: (await import("./pages/second-factor-page")).SecondFactorPage,
  })),
};
