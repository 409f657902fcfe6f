/** Server messages of line training (part2 §5, §8), merged into the catalogue in `api/messages`. */
export const lineTrainingMessages = {
  line_training_pilot_required: { en: "Please select a pilot", vi: "Vui lòng chọn phi công" },
  line_training_pilot_other_fleet: {
    en: "This pilot belongs to another fleet",
    vi: "Phi công này thuộc đội bay khác",
  },
  line_training_pilot_not_found: {
    en: "No active pilot has this crew code",
    vi: "Không có phi công đang hoạt động với mã tổ bay này",
  },
  line_training_type_required: {
    en: "Please select a training type",
    vi: "Vui lòng chọn loại huấn luyện",
  },
  line_training_type_invalid: {
    en: "The training type must be a number from 1 to 6",
    vi: "Loại huấn luyện phải là một số từ 1 đến 6",
  },
  line_training_status_invalid: {
    en: "The status must be 1, 2 or 3",
    vi: "Trạng thái phải là 1, 2 hoặc 3",
  },
  line_training_form_order_invalid: {
    en: "The form order must be 1 or 2",
    vi: "Thứ tự biểu mẫu phải là 1 hoặc 2",
  },
  line_training_stage_not_open: {
    en: "This line training cannot take this upload in its current status",
    vi: "Huấn luyện tuyến ở trạng thái hiện tại không nhận tệp tải lên này",
  },
  line_training_wrong_stage: {
    en: "You cannot upload this stage of this line training",
    vi: "Bạn không thể tải lên giai đoạn này của huấn luyện tuyến",
  },
  line_training_create_not_allowed: {
    en: "You may create a line training only for yourself or a pilot of your fleet",
    vi: "Bạn chỉ có thể tạo huấn luyện tuyến cho chính mình hoặc phi công cùng đội bay",
  },
  line_training_mail_subject_stage: {
    en: "Line training {type} of {pilot}: {actor} uploaded a form",
    vi: "Huấn luyện tuyến {type} của {pilot}: {actor} đã tải lên biểu mẫu",
  },
  line_training_mail_body_stage: {
    en: "Hello {name},\n\n{actor} uploaded a form of the {type} line training of {pilot} ({crew_code}).\n\nOpen the line training list: {link}\n\nYou can turn these emails off on your profile.",
    vi: "Xin chào {name},\n\n{actor} đã tải lên biểu mẫu huấn luyện tuyến {type} của {pilot} ({crew_code}).\n\nMở danh sách huấn luyện tuyến: {link}\n\nBạn có thể tắt các email này trong hồ sơ của mình.",
  },
} as const;
