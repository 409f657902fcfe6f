import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  InstructorOption,
  PilotDetail,
  PilotListReply,
  PilotOption,
  TrendPilotsReply,
} from "@trms/shared";
import { apiPost } from "./api";

/*
 * The pilot reads that many screens make: a pilot's details for a record's header and the
 * crew pickers' options. The pilot feature's changes refresh them through PILOT_QUERY_KEY.
 */

/** Every pilot query sits under this key, so a change to a pilot refreshes the pickers too. */
export const PILOT_QUERY_KEY = ["pilots"] as const;

export const pilotDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...PILOT_QUERY_KEY, "detail", id] as const,
    queryFn: ({ signal }) => apiPost<PilotDetail>("pilot/pilot_detail", { id }, { signal }),
  });

/**
 * Pilots the caller may see, for pickers; the server applies the fleet scope. Active pilots only (a
 * new SIM session, line check or line training, part2 §2) come from the autocomplete call, open to
 * the creators of those records too; every pilot (the record lists' pickers) from the
 * pilot list.
 */
export const pilotSearchQuery = (keyword: string, activeOnly = false) =>
  queryOptions({
    queryKey: [...PILOT_QUERY_KEY, "search", keyword, activeOnly] as const,
    queryFn: async ({ signal }): Promise<PilotOption[]> =>
      activeOnly
        ? apiPost<PilotOption[]>("pilot/search_pilot", { keyword }, { signal })
        : (
            await apiPost<PilotListReply>(
              "pilot/sort_pilot",
              { page_number: 1, page_count: 20, order: "+", ...(keyword ? { keyword } : {}) },
              { signal },
            )
          ).pilots,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/**
 * The instructors a SIM session or a line check may name (`pilot/sim_instructor_list`: TRI and DPE
 * of the caller's fleet, part2 §7); fixed for a visit.
 */
export const simInstructorsQuery = () =>
  queryOptions({
    queryKey: ["sim-instructors"] as const,
    queryFn: ({ signal }) => apiPost<InstructorOption[]>("pilot/sim_instructor_list", {}, { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * An instructor's trainees: the pilots they wrote a training flight for (`analytics/trend_pilots`,
 * which lists them beside the instructor's own profile), by name.
 */
export const traineesQuery = () =>
  queryOptions({
    queryKey: [...PILOT_QUERY_KEY, "trainees"] as const,
    queryFn: ({ signal }) => apiPost<TrendPilotsReply>("analytics/trend_pilots", { keyword: "" }, { signal }),
    staleTime: 30_000,
  });
