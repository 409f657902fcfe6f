/** Server messages of the SIM form workflow (part2 §5, §8), merged into the catalogue in `api/messages`. */
export const simFormMessages = {
  sim_form_stage_not_open: {
    en: "This form cannot take this upload in its current status",
    vi: "Biểu mẫu ở trạng thái hiện tại không nhận tệp tải lên này",
  },
  sim_form_not_rejectable: {
    en: "Only a pilot's first upload awaiting the instructor can be rejected",
    vi: "Chỉ có thể từ chối tệp đầu tiên của phi công đang chờ giáo viên",
  },
  sim_form_placeholder_pilot: {
    en: "A pilot of this SIM is still the placeholder 0000; forms cannot be uploaded until the seat is filled",
    vi: "Một phi công của SIM này vẫn là mã tạm 0000; chưa thể tải biểu mẫu lên cho đến khi có phi công",
  },
  sim_form_order_invalid: {
    en: "The form order must be 1, 2 or 3",
    vi: "Thứ tự biểu mẫu phải là 1, 2 hoặc 3",
  },
  sim_assessment_invalid: {
    en: "The assessment must be pass or fail",
    vi: "Kết quả đánh giá phải là đạt (pass) hoặc không đạt (fail)",
  },
  sim_assessment_stage_2_only: {
    en: "Only the SIM-A instructor's report carries an assessment: stage 2, or stage 3 when one instructor holds both sessions",
    vi: "Chỉ báo cáo của giáo viên SIM-A mới có kết quả đánh giá: giai đoạn 2, hoặc giai đoạn 3 khi một giáo viên đảm nhận cả hai phiên",
  },
  sim_reject_reason_required: { en: "Please enter a reason", vi: "Vui lòng nhập lý do" },
  sim_form_status_invalid: {
    en: "The status must be a number from 1 to 6",
    vi: "Trạng thái phải là một số từ 1 đến 6",
  },
  sim_caav_status_invalid: {
    en: "The CAAV status must be 1, 2 or 3",
    vi: "Trạng thái CAAV phải là 1, 2 hoặc 3",
  },
  sim_elearning_completed_required: {
    en: "Confirm that e-learning is completed",
    vi: "Vui lòng xác nhận đã hoàn thành e-learning",
  },
  sim_download_not_ready: {
    en: "Cannot set downloaded flag: the third form has not been submitted yet",
    vi: "Không thể đặt cờ đã tải: biểu mẫu thứ ba chưa được nộp",
  },
  sim_form_mail_subject_stage: {
    en: "SIM {date}: {pilot}'s form awaits your upload",
    vi: "SIM {date}: biểu mẫu của {pilot} đang chờ bạn tải lên",
  },
  sim_form_mail_body_stage: {
    en: "Hello {name},\n\n{actor} uploaded form {order} of {pilot} ({crew_code}) for the SIM of {date}. The next upload is yours.\n\nOpen the SIM list: {link}\n\nYou can turn these emails off on your profile.",
    vi: "Xin chào {name},\n\n{actor} đã tải lên biểu mẫu {order} của {pilot} ({crew_code}) cho SIM ngày {date}. Lượt tải lên tiếp theo là của bạn.\n\nMở danh sách SIM: {link}\n\nBạn có thể tắt các email này trong hồ sơ của mình.",
  },
  sim_form_mail_subject_reject: {
    en: "SIM {date}: your form was rejected",
    vi: "SIM {date}: biểu mẫu của bạn bị từ chối",
  },
  sim_form_mail_body_reject: {
    en: "Hello {name},\n\n{actor} rejected your first form for the SIM of {date}.\n\nReason: {reason}\n\nPlease upload it again: {link}\n\nYou can turn these emails off on your profile.",
    vi: "Xin chào {name},\n\n{actor} đã từ chối biểu mẫu đầu tiên của bạn cho SIM ngày {date}.\n\nLý do: {reason}\n\nVui lòng tải lên lại: {link}\n\nBạn có thể tắt các email này trong hồ sơ của mình.",
  },
  sim_form_mail_subject_download: {
    en: "SIM {date}: {pilot}'s form is complete and ready to download",
    vi: "SIM {date}: biểu mẫu của {pilot} đã đủ và sẵn sàng để tải về",
  },
  sim_form_mail_body_download: {
    en: "Hello {name},\n\n{actor} uploaded the third form of {pilot} ({crew_code}) for the SIM of {date}. It is ready to download.\n\nOpen the SIM list: {link}\n\nYou can turn these emails off on your profile.",
    vi: "Xin chào {name},\n\n{actor} đã tải lên biểu mẫu thứ ba của {pilot} ({crew_code}) cho SIM ngày {date}. Biểu mẫu đã sẵn sàng để tải về.\n\nMở danh sách SIM: {link}\n\nBạn có thể tắt các email này trong hồ sơ của mình.",
  },
} as const;
