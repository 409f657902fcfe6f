import { queryOptions } from "@tanstack/react-query";
import type { SimSession } from "@trms/shared";
import { apiPost } from "./api";
import { simSessionKey } from "./sim-session";

/** One session with both pilots' forms (`sim/get_sim_by_id`). */
export const simDetailQuery = (id: number) =>
  queryOptions({
    queryKey: simSessionKey(id),
    queryFn: ({ signal }) => apiPost<SimSession>("sim/get_sim_by_id", { id }, { signal }),
    // A missing session is shown as such on the page.
    meta: { notifyError: false },
  });
