import { CRITERIA } from "@trms/shared";

export type Area = "admin" | "pilot";

/** The criteria report of a pilot: ?pilot_id= as the training-flight list takes it, ?criteria=1–16. */
export const criteriaReportPaths = {
  report: (area: Area, pilotId?: number | null, criteria?: number) => {
    const params = new URLSearchParams();
    if (pilotId) params.set("pilot_id", String(pilotId));
    if (criteria) params.set("criteria", String(criteria));
    const query = params.toString();
    return `/${area}/criteria-report${query ? `?${query}` : ""}`;
  },
};

/** A criterion number 1–16 from the address, or 1 (the first criterion) for anything else. */
export function readCriterion(value: string | null): number {
  if (!value || !/^\d{1,2}$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 && n <= CRITERIA.length ? n : 1;
}
