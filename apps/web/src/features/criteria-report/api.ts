import { queryOptions } from "@tanstack/react-query";
import type { CriteriaReportReply } from "@trms/shared";
import { apiPost } from "../../lib/api";

export const criteriaReportKeys = {
  all: ["criteria-report"] as const,
  report: (pilotId: number, criteria: number) => [...criteriaReportKeys.all, pilotId, criteria] as const,
};

/** One criterion's scores of a pilot over time, with every criterion's 12-month average. */
export const criteriaReportQuery = (pilotId: number, criteria: number) =>
  queryOptions({
    queryKey: criteriaReportKeys.report(pilotId, criteria),
    queryFn: ({ signal }) =>
      apiPost<CriteriaReportReply>(
        "flt_training/get_criteria_report_by_pilot_id",
        { pilot_id: pilotId, criteria },
        { signal },
      ),
    // Switching criterion keeps the averages on screen while the new line loads.
    placeholderData: (previous) => previous,
  });
