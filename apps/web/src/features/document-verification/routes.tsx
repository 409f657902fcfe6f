import type { RouteObject } from "react-router";

/** `/verify`: public, like sign-in; a signed PDF's link opens it with its code. */
export const verifyRoute: RouteObject = {
  path: "/verify",
  lazy: async () => ({ Component: (await import("./pages/verify-page")).VerifyPage }),
};
