import { pilotRules } from "../pilot/access";
import { monthlyReportRules } from "../training-record/access";

/** Who may use the FOT pilot list (part1 §2, §6). */
export const fotRules = {
  /**
   * The FOT list: admin-area accounts that hold the pilot-list permission (within their fleet scope)
   * and instructors (the pilots of their fleet); the same accounts that browse pilots. Pilots never.
   */
  "fot.list": pilotRules["pilot.browse"],
  /** The monthly accumulated report behind the FOT Export button: the report's own rule, role admin (part1 §6). */
  "fot.export": monthlyReportRules["training_record.monthly_report"],
} as const;
