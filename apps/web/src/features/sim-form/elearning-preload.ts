import { queryOptions } from "@tanstack/react-query";
import { isPilotArea, type SessionUser, type SimSession } from "@trms/shared";
import { apiPost } from "../../lib/api";
import { getCookie, setCookie } from "../../lib/cookies";
import { prefetchForMount } from "../../lib/query-client";
import { getSession } from "../../lib/session";
import { SIM_QUERY_KEY } from "../../lib/sim-session";

// What the e-learning prompt (components/elearning-prompt.tsx) asks and remembers, apart from its
// interface, so the SIM landing page's loader can start its call without loading the interface
// library first.

/**
 * Answered (or dismissed) once per browser session for each account (ADR 0441), kept in a cookie of
 * the session so that the server renders the page as the browser will.
 */
const promptKey = (userId: number) => `trms-elearning-prompt-${userId}`;
export function answered(userId: number): boolean {
  return getCookie(promptKey(userId)) === "1";
}
export function remember(userId: number) {
  setCookie(promptKey(userId), "1");
}

/** A pilot-area account with a crew code: one who flies SIM sessions. */
export const isEligible = (user: SessionUser | null) => Boolean(user && isPilotArea(user) && user.crew_code);

/** The caller's own latest SIM session, whose e-learning the prompt asks about. */
export const latestOwnSimQuery = () =>
  queryOptions({
    queryKey: [...SIM_QUERY_KEY, "latest-own"],
    queryFn: ({ signal }) =>
      apiPost<{ sim_list: SimSession[] }>(
        "sim/get_sim_list",
        { page_number: 1, page_count: 1, order: "-", filter: "date_time", themself: true },
        { signal },
      ),
    meta: { notifyError: false },
  });

/**
 * For the SIM landing page's loader: the prompt's call, started beside the list's; none
 * once answered in this browser session.
 */
export function preloadElearningPrompt(): void {
  const { user } = getSession();
  if (!user || !isEligible(user) || answered(user.id)) return;
  prefetchForMount(latestOwnSimQuery());
}
