import type { Language } from "../constants";

/** Server messages of the training analytics. */
export const analyticsMessages = {
  analytics_fleet_unknown: {
    en: "Choose one of the fleets A321, B787, A350 or ATR72",
    vi: "Vui lòng chọn một trong các đội bay A321, B787, A350 hoặc ATR72",
  },
  analytics_fleet_not_yours: {
    en: "You can only see the analytics of your own fleet",
    vi: "Bạn chỉ có thể xem phân tích của đội bay mình",
  },
  analytics_distance_invalid: {
    en: "The distance must be a number greater than 0 and at most 10",
    vi: "Khoảng cách phải là số lớn hơn 0 và không quá 10",
  },
  analytics_min_grades_invalid: {
    en: "The minimum number of grades must be a whole number from 1 to 10000",
    vi: "Số điểm tối thiểu phải là số nguyên từ 1 đến 10000",
  },
  analytics_period_too_long: {
    en: "The period may span at most 10 years: choose a later start date",
    vi: "Khoảng thời gian tối đa là 10 năm: vui lòng chọn ngày bắt đầu muộn hơn",
  },
} as const satisfies Record<string, Record<Language, string>>;
