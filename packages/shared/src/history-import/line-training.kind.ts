import {
  LINE_TRAINING_TYPE_NAMES,
  LINE_TRAINING_TYPES,
  LineTrainingStatus,
} from "../line-training/constants";
import { bilingual, crewColumn, dayColumn, type ImportKind, type ImportOption, same } from "./columns";
import { linePdfColumn } from "./line-check.kind";

/** The line training types (part2 §3) by the names the screens show, the same in both languages. */
export const LINE_TRAINING_TYPE_OPTIONS: readonly ImportOption[] = LINE_TRAINING_TYPES.map((type) => ({
  value: type,
  label: same(LINE_TRAINING_TYPE_NAMES[type]),
}));

/** The line training statuses (part2 §4) as an import cell names them, in either language. */
export const LINE_TRAINING_STATUS_OPTIONS: readonly ImportOption[] = [
  { value: LineTrainingStatus.PILOT_SUBMIT, label: bilingual("Pilot Submit", "Phi công nộp") },
  {
    value: LineTrainingStatus.ON_TRAINING,
    label: bilingual("Instructor submit (on training)", "Giáo viên nộp (đang huấn luyện)"),
  },
  { value: LineTrainingStatus.COMPLETED, label: bilingual("Completed", "Hoàn thành") },
];

/**
 * Line trainings (part2 §3): one row a pilot's line training of a type from its start date, named
 * by the crew code, the type and the start date, in its final status (Completed unless it says).
 */
export const LINE_TRAINING_IMPORT: ImportKind = {
  key: "line_training",
  sheet: bilingual("Line trainings", "Huấn luyện tuyến"),
  naturalKey: ["crew_code", "line_training_type", "line_training_start_date"],
  columns: [
    crewColumn(),
    {
      key: "line_training_type",
      label: bilingual("Line training type", "Loại huấn luyện tuyến"),
      note: bilingual("Required, one of the list.", "Bắt buộc, chọn trong danh sách."),
      type: "list",
      required: true,
      options: LINE_TRAINING_TYPE_OPTIONS,
      example: same("FOT"),
    },
    dayColumn("line_training_start_date", bilingual("Start date", "Ngày bắt đầu"), "02/02/2026"),
    {
      key: "line_training_status",
      label: bilingual("Status", "Trạng thái"),
      note: bilingual(
        "The line training's final status; Completed when empty.",
        "Trạng thái cuối của huấn luyện tuyến; để trống là Hoàn thành.",
      ),
      type: "list",
      options: LINE_TRAINING_STATUS_OPTIONS,
      example: bilingual("Completed", "Hoàn thành"),
    },
    linePdfColumn("line_training_last_form", bilingual("Last form (PDF)", "Biểu mẫu cuối (PDF)"), [
      "the line training's last submitted form",
      "biểu mẫu nộp cuối cùng của huấn luyện tuyến",
    ]),
  ],
};
