import { can, isAdminArea, type SessionUser } from "@trms/shared";
import { prefetchForMount } from "../../lib/query-client";
import { getSession } from "../../lib/session";
import { ownWarnedFleet, pilotsWithWarningsQuery } from "./api";
import type { Area } from "./paths";

/** The warned pilots' code, loaded by the panel itself (lazy) or ahead of it by a landing page's loader. */
export const loadWarnedPilotsSection = () => import("./components/warned-pilots-section");

/** Whether the signed-in account sees the warned pilots on a page of this area. */
export const showsWarnedPilots = (user: SessionUser | null, area: Area) =>
  can(user, "analytics.warnings") && (isAdminArea(user) ? "admin" : "pilot") === area;

/**
 * For a landing page's loader: the panel's code and its first call, started beside the page's own
 * instead of after it has rendered, so the page that waits for all of them shows sooner.
 * Kept apart from the panel, so the loader's code stays free of the interface library.
 */
export function preloadWarnedPilots(area: Area): void {
  const { user } = getSession();
  if (!showsWarnedPilots(user, area)) return;
  void loadWarnedPilotsSection();
  prefetchForMount(pilotsWithWarningsQuery(ownWarnedFleet(user)));
}
