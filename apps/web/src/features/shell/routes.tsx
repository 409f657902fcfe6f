import type { RouteObject } from "react-router";
import { withTexts } from "../../lib/route-texts";
import type { ShellHandle } from "./route-handle";
import type { Section } from "./section-access";

const loadComingSoon = async () => ({
  Component: (await import("./pages/coming-soon-page")).ComingSoonPage,
});

/** A screen of the spec whose feature has not landed yet; a feature's own routes replace it. */
export function comingSoon(path: string, section: Section): RouteObject {
  return { path, handle: { section } satisfies ShellHandle, lazy: loadComingSoon };
}

export const appLayoutRoute = {
  lazy: withTexts(["shell"], async () => ({
    Component: (await import("./components/app-layout")).AppLayout,
  })),
} satisfies RouteObject;

/** Unknown paths inside an area keep the sidebar, so the way back is one click. */
export const areaNotFoundRoute: RouteObject = {
  path: "*",
  lazy: async () => ({ Component: (await import("./pages/not-found-page")).NotFoundContent }),
};

export const publicShellRoutes: RouteObject[] = [
  {
    path: "*",
    lazy: async () => ({ Component: (await import("./pages/public-not-found-page")).PublicNotFoundPage }),
  },
];
