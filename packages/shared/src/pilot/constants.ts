// What a screen needs of the pilot list at render, apart from the calls' schemas so it does not load
// zod with them (ADR 0999).

export const PILOT_PAGE_SIZE = 10;

export const PILOT_SORT_FIELDS = [
  "full_name",
  "crew_code",
  "name_position",
  "fleet",
  "first_flight_date",
  "seniority_point",
] as const;
export type PilotSortField = (typeof PILOT_SORT_FIELDS)[number];
