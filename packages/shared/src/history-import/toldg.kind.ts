import {
  bilingual,
  crewColumn,
  date,
  dayColumn,
  type ImportKind,
  numberColumn,
  withDateNote,
} from "./columns";

/**
 * TO/LDG survey entries (part2 §1.6): one row a day of a pilot's flying with its take-off and
 * landing counts, named by crew code and flight date; the recency dates follow from them as the
 * survey computes them.
 */
export const TOLDG_IMPORT: ImportKind = {
  key: "toldg",
  sheet: bilingual("TO-LDG", "TO-LDG"),
  naturalKey: ["crew_code", "flight_date"],
  columns: [
    crewColumn(),
    dayColumn("flight_date", bilingual("Flight date", "Ngày bay"), "12/10/2026"),
    numberColumn(
      "to_number",
      bilingual("Take-offs", "Số lần cất cánh"),
      bilingual("Required, a whole number of 0 or more.", "Bắt buộc, số nguyên từ 0 trở lên."),
      "2",
      true,
    ),
    numberColumn(
      "ldg_number",
      bilingual("Landings", "Số lần hạ cánh"),
      bilingual("Required, a whole number of 0 or more.", "Bắt buộc, số nguyên từ 0 trở lên."),
      "2",
      true,
    ),
    date(
      "sim_date",
      bilingual("SIM date", "Ngày SIM"),
      withDateNote(
        "Optional: the pilot's latest SIM session as the survey keeps it; the latest over the pilot's rows is kept.",
        "Không bắt buộc: buổi SIM gần nhất của phi công như khảo sát lưu; lấy ngày muộn nhất trong các dòng của phi công.",
      ),
      "01/09/2026",
    ),
  ],
};
