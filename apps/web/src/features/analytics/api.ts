import { queryOptions } from "@tanstack/react-query";
import type { InstructorConcordanceReply } from "@trms/shared";
import { apiPost } from "../../lib/api";

/** What the concordance screen asks: the fleet, the period (YYYY-MM-DD) and the flag's settings. */
export interface ConcordanceFilter {
  fleet: string;
  start_date: string;
  end_date: string;
  min_grades: number;
  distance: number;
}

export const analyticsKeys = {
  all: ["analytics"] as const,
  concordance: (filter: ConcordanceFilter) => [...analyticsKeys.all, "concordance", filter] as const,
};

/** Each instructor's grades of the fleet's training flights beside the fleet's (issue 30 item 1). */
export const instructorConcordanceQuery = (filter: ConcordanceFilter) =>
  queryOptions({
    queryKey: analyticsKeys.concordance(filter),
    queryFn: ({ signal }) =>
      apiPost<InstructorConcordanceReply>("analytics/instructor_concordance", filter, { signal }),
    // A new period keeps the last figures on screen while the new ones load.
    placeholderData: (previous) => previous,
    // The screen shows the refusal (a start after the end, a fleet not theirs) in its own Alert.
    meta: { notifyError: false },
  });
