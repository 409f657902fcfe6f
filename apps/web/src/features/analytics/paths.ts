export type Area = "admin" | "pilot";

/** The analytics screens: /admin/analytics (the training office) and /pilot/analytics (instructors). */
export const analyticsPaths = {
  concordance: (area: Area) => `/${area}/analytics`,
  /** A pilot's competency trends, ?pilot_id= as the criteria report takes it. */
  trends: (area: Area, pilotId?: number | null) =>
    `/${area}/analytics/trends${pilotId ? `?pilot_id=${pilotId}` : ""}`,
  /** The training pipeline: the analytics permission's only, so the admin area's. */
  pipeline: "/admin/analytics/pipeline",
};
