import { dehydrate, hydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { getSession } from "../session";
import { deviceDb } from "./device-db";

/**
 * The answers kept for offline use (ADR 1620): the field work's lists and the records opened from
 * them — my tasks, SIM sessions and forms, line checks, line training, training flights and the
 * pilots they belong to — and the lists their forms pick from. Nothing else of the account is kept.
 */
const KEPT_ROOTS = new Set([
  "tasks",
  "sims",
  "sim-form",
  "line-checks",
  "line-training",
  "training-flights",
  "pilots",
  "airports",
  "sim-instructors",
]);

const kept = (query: Query) => query.state.status === "success" && KEPT_ROOTS.has(String(query.queryKey[0]));

/** Fills the query cache with what the device kept; an answer newer in the cache stays. */
export async function restoreAnswers(client: QueryClient, maxAgeMs: number): Promise<void> {
  const saved = await (await deviceDb()).get("answers", "answers");
  if (!saved || Date.now() - saved.savedAt > maxAgeMs) return;
  hydrate(client, saved.state);
  // What came from the device is only the last synced state: each such answer is asked again as
  // soon as a screen shows it and the network allows (the time it was synced is kept for the screen).
  const fromDevice = new Map(
    saved.state.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]),
  );
  await client.invalidateQueries({
    predicate: (query) => fromDevice.get(query.queryHash) === query.state.dataUpdatedAt,
    refetchType: "none",
  });
}

/**
 * Keeps the cache's field-work answers on the device: what the page holds at once (answers the
 * server rendered it with, or fetched before the device session began), then as they change, at
 * most once a second, and whenever the app goes to the background (a tablet may end it there).
 */
export function keepAnswers(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    // Signed out meanwhile: the device's data is being removed, and nothing is written back.
    if (!getSession().token) return;
    const state = dehydrate(client, { shouldDehydrateQuery: kept, shouldDehydrateMutation: () => false });
    void deviceDb().then((db) => db.put("answers", { savedAt: Date.now(), state }, "answers"));
  };
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (KEPT_ROOTS.has(String(event.query.queryKey[0]))) timer ??= setTimeout(write, 1000);
  });
  const onHidden = () => {
    if (document.visibilityState === "hidden" && timer) write();
  };
  document.addEventListener("visibilitychange", onHidden);
  write();
  return () => {
    stop();
    document.removeEventListener("visibilitychange", onHidden);
    if (timer) clearTimeout(timer);
  };
}
