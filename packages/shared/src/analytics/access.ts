import { Permission } from "../access/roles";
import { hasPermission, isInstructor, isPilotArea, type SessionUser } from "../access/session";

/** Who may open the training analytics. */
export const analyticsRules = {
  /**
   * Instructor concordance: admin-area accounts with the analytics permission (their fleet; the
   * super administrator every fleet) and instructors (their own figures beside their fleet's).
   */
  "analytics.concordance": (user: SessionUser) =>
    hasPermission(user, Permission.VIEW_ANALYTICS) || isInstructor(user),
  /**
   * A pilot's competency trends: the analytics permission (pilots of the fleet; the super
   * administrator all), an instructor (the pilots they graded, and themself), a pilot (their own).
   * Which pilot is decided per record: another reads as missing.
   */
  /** A fleet's month × criterion heat map: the analytics permission within its fleet (super admin all). */
  "analytics.heat_map": (user: SessionUser) => hasPermission(user, Permission.VIEW_ANALYTICS),
  /**
   * The pilots whose trends warn now: the analytics permission within its fleet,
   * and an instructor for the pilots they trained.
   */
  "analytics.warnings": (user: SessionUser) =>
    hasPermission(user, Permission.VIEW_ANALYTICS) || isInstructor(user),
  /**
   * The training pipeline: the analytics permission within its fleet
   * (super admin all); instructors and pilots never.
   */
  "analytics.pipeline": (user: SessionUser) => hasPermission(user, Permission.VIEW_ANALYTICS),
  "analytics.trends": (user: SessionUser) =>
    hasPermission(user, Permission.VIEW_ANALYTICS) || isPilotArea(user),
  /**
   * The trends screen's pilot picker (analytics/trend_pilots): whoever may open other pilots' trends,
   * the analytics permission (its fleet; the super administrator all) and an instructor (the pilots
   * they graded). The reply holds exactly the pilots `analytics.trends` would then open.
   */
  "analytics.trend_pilots": (user: SessionUser) =>
    hasPermission(user, Permission.VIEW_ANALYTICS) || isInstructor(user),
} as const;
