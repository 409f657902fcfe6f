export type Area = "admin" | "pilot";

/** The analytics screens: /admin/analytics (the training office) and /pilot/analytics (instructors). */
export const analyticsPaths = {
  concordance: (area: Area) => `/${area}/analytics`,
};
