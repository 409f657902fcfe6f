import { isAdminArea, isInspector, isPilotArea } from "@trms/shared";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageLoader } from "../components/page-loader";
import { useAuth } from "../lib/auth";
import { adminRootPath, homePath, loginPathFor } from "../lib/home";

/**
 * Gate of an area. It also turns a session that ends mid-use (a 401 anywhere clears it) into a
 * redirect to /login that remembers where the user was, so the API client need not navigate.
 */
export function RequireArea({ area }: { area: "admin" | "pilot" | "inspector" }) {
  const { token, user, signedOut } = useAuth();
  const location = useLocation();

  if (!token) {
    const origin = location.pathname + location.search;
    if (signedOut) return <Navigate to="/login" replace />;
    return <Navigate to={loginPathFor(origin)} replace state={{ from: origin }} />;
  }
  if (!user) return <PageLoader />;

  const allowed =
    area === "admin" ? isAdminArea(user) : area === "pilot" ? isPilotArea(user) : isInspector(user);
  // The page asked for goes with the redirect, so the landing page can say why it was refused.
  if (!allowed)
    return (
      <Navigate
        to={homePath(user) ?? "/login"}
        replace
        state={{ refusedPath: location.pathname + location.search }}
      />
    );
  return <Outlet />;
}

export function RootRedirect() {
  const { token, user } = useAuth();
  if (token && !user) return <PageLoader />;
  return <Navigate to={(user && homePath(user)) || "/login"} replace />;
}

export function AdminRootRedirect() {
  const { user } = useAuth();
  return <Navigate to={adminRootPath(user)} replace />;
}
