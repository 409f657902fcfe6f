import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import {
  type ConcordanceRecordsReply,
  FLEETS,
  type FleetHeatMapReply,
  type InstructorConcordanceReply,
  type PilotsWithWarningsReply,
  type PilotTrendsReply,
  type PipelineReply,
  type SessionUser,
  type TrendPilotsReply,
} from "@trms/shared";
import { apiPost } from "../../lib/api";
import { downloadApiFile } from "../../lib/download";

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
  trends: (filter: TrendsFilter) => [...analyticsKeys.all, "trends", filter] as const,
  records: (filter: RecordsFilter) => [...analyticsKeys.all, "records", filter] as const,
  heatMap: (filter: FleetPeriodFilter) => [...analyticsKeys.all, "heat-map", filter] as const,
  warnings: (fleet: string) => [...analyticsKeys.all, "warnings", fleet] as const,
  pipeline: (filter: FleetPeriodFilter) => [...analyticsKeys.all, "pipeline", filter] as const,
  trendPilots: (keyword: string) => [...analyticsKeys.all, "trend-pilots", keyword] as const,
};

/** A fleet and period (YYYY-MM-DD): what the heat map and the pipeline ask. */
export interface FleetPeriodFilter {
  fleet: string;
  start_date: string;
  end_date: string;
}

/** One instructor's figure on a criterion, whose records to list. */
export interface RecordsFilter {
  fleet: string;
  start_date: string;
  end_date: string;
  instructor_id: number;
  criteria: number;
}

/** A pilot and an optional period (YYYY-MM-DD) for their competency trends. */
export interface TrendsFilter {
  pilot_id: number;
  start_date?: string;
  end_date?: string;
}

/** Each instructor's grades of the fleet's training flights beside the fleet's. */
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

/** A pilot's grades per criterion over time, trend lines, the fleet's band and warnings. */
export const pilotTrendsQuery = (filter: TrendsFilter) =>
  queryOptions({
    queryKey: analyticsKeys.trends(filter),
    queryFn: ({ signal }) => apiPost<PilotTrendsReply>("analytics/pilot_trends", filter, { signal }),
    placeholderData: (previous) => previous,
    meta: { notifyError: false },
  });

/** The training flights and grades behind one instructor's figure on a criterion. */
export const concordanceRecordsQuery = (filter: RecordsFilter) =>
  queryOptions({
    queryKey: analyticsKeys.records(filter),
    queryFn: ({ signal }) =>
      apiPost<ConcordanceRecordsReply>("analytics/concordance_records", filter, { signal }),
  });

/** analytics/concordance_export: the figures on screen as an Excel workbook. */
export async function downloadConcordanceExport(filter: ConcordanceFilter): Promise<void> {
  const query = new URLSearchParams({
    fleet: filter.fleet,
    start_date: filter.start_date,
    end_date: filter.end_date,
    min_grades: String(filter.min_grades),
    distance: String(filter.distance),
  });
  await downloadApiFile("analytics/concordance_export", query, { fallback: "Concordance.xlsx" });
}

/** A fleet's mean of each criterion per month. */
export const fleetHeatMapQuery = (filter: FleetPeriodFilter) =>
  queryOptions({
    queryKey: analyticsKeys.heatMap(filter),
    queryFn: ({ signal }) => apiPost<FleetHeatMapReply>("analytics/fleet_heat_map", filter, { signal }),
    placeholderData: (previous) => previous,
    meta: { notifyError: false },
  });

/**
 * The fleet whose warned pilots an account sees first: its own, or the first fleet for an account
 * within none (the super administrator, who may choose another).
 */
export const ownWarnedFleet = (user: SessionUser | null): string =>
  (FLEETS as readonly string[]).includes(user?.fleet ?? "") ? (user?.fleet as string) : FLEETS[0];

/** The pilots of a fleet (an instructor's trainees) whose trend warns now. */
export const pilotsWithWarningsQuery = (fleet: string) =>
  queryOptions({
    queryKey: analyticsKeys.warnings(fleet),
    queryFn: ({ signal }) =>
      apiPost<PilotsWithWarningsReply>("analytics/pilots_with_warnings", { fleet }, { signal }),
    meta: { notifyError: false },
  });

/** Days to each status, reject rates per stage and overdue items of a fleet's pipeline. */
export const pipelineQuery = (filter: FleetPeriodFilter) =>
  queryOptions({
    queryKey: analyticsKeys.pipeline(filter),
    queryFn: ({ signal }) => apiPost<PipelineReply>("analytics/pipeline", filter, { signal }),
    placeholderData: (previous) => previous,
    // The screen shows the refusal (a start after the end, a fleet not theirs) in its own Alert.
    meta: { notifyError: false },
  });

/** The pilots whose trends the caller may open, by crew code or name, for the trends screen's picker. */
export const trendPilotsQuery = (keyword: string) =>
  queryOptions({
    queryKey: analyticsKeys.trendPilots(keyword),
    queryFn: ({ signal }) => apiPost<TrendPilotsReply>("analytics/trend_pilots", { keyword }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
