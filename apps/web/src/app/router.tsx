import { Navigate, Outlet, type RouteObject } from "react-router";
import { PageLoader } from "../components/page-loader";
import { secondFactorRoute } from "../features/account-security/routes";
import { authRoutes } from "../features/auth/routes";
import { verifyRoute } from "../features/document-verification/routes";
import { inspectorRoutes } from "../features/inspector/routes";
import { appLayoutRoute, areaNotFoundRoute, publicShellRoutes } from "../features/shell/routes";
import { surveyRoute } from "../features/toldg/routes";
import { AdminRootRedirect, RequireArea, RootRedirect } from "./guards";
import { RouteError } from "./route-error";
import { adminRoutes } from "./routes/admin-routes";
import { pilotRoutes } from "./routes/pilot-routes";

// Every screen is a lazy route so /login downloads only the sign-in code. The guards and redirects
// stay in the entry: they are a few lines, and lazy-loading them would add a round trip to each visit.
// The browser makes its router of them (main.tsx), the server a static one (entry-server.tsx).
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: "/", element: <RootRedirect /> },
      ...authRoutes,
      secondFactorRoute,
      {
        path: "/admin",
        element: <RequireArea area="admin" />,
        children: [
          {
            ...appLayoutRoute,
            children: [{ index: true, element: <AdminRootRedirect /> }, ...adminRoutes, areaNotFoundRoute],
          },
        ],
      },
      {
        path: "/pilot",
        element: <RequireArea area="pilot" />,
        children: [
          {
            ...appLayoutRoute,
            children: [
              { index: true, element: <Navigate to="/pilot/sim/list" replace /> },
              ...pilotRoutes,
              areaNotFoundRoute,
            ],
          },
        ],
      },
      {
        // An inspector's read-only screen.
        path: "/inspector",
        element: <RequireArea area="inspector" />,
        children: [{ ...appLayoutRoute, children: [...inspectorRoutes, areaNotFoundRoute] }],
      },
      surveyRoute,
      verifyRoute,
      ...publicShellRoutes,
    ],
  },
];
