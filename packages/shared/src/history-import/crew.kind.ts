import { FLEETS, INSTRUCTOR_QUALIFICATIONS } from "../constants";
import { bilingual, date, type ImportKind, POSITION_OPTIONS, same, text, withDateNote } from "./columns";

/**
 * Pilots and instructors with every field of the pilot and user forms (part1 §3): one row a crew
 * member, named for good by the crew code. An instructor is a pilot with an instructor rating.
 */
export const CREW_IMPORT: ImportKind = {
  key: "crew",
  sheet: bilingual("Crew", "Tổ bay"),
  naturalKey: ["crew_code"],
  columns: [
    text(
      "crew_code",
      bilingual("Crew code", "Mã phi công"),
      bilingual(
        "Required, at most 10 characters, unique; names the crew member in every other sheet. A crew code already in the product updates that pilot.",
        "Bắt buộc, tối đa 10 ký tự, không trùng; là tên của phi công trong mọi trang tính khác. Mã đã có trong hệ thống sẽ cập nhật phi công đó.",
      ),
      same("P1001"),
      true,
    ),
    text(
      "full_name",
      bilingual("Full name", "Họ và tên"),
      bilingual("Required, as it is written in Vietnamese.", "Bắt buộc, viết có dấu."),
      same("Nguyễn Văn An"),
      true,
    ),
    text(
      "email",
      bilingual("Email", "Email"),
      bilingual(
        "Required, the account's sign-in; no other account may have it.",
        "Bắt buộc, dùng để đăng nhập; không tài khoản nào khác được dùng email này.",
      ),
      same("an.nguyen@vietnamairlines.com"),
      true,
    ),
    {
      key: "fleet",
      label: bilingual("Fleet", "Đội bay"),
      note: bilingual("Required, one of the list.", "Bắt buộc, chọn trong danh sách."),
      type: "list",
      required: true,
      options: FLEETS.map((fleet) => ({ value: fleet, label: same(fleet) })),
      example: same("A321"),
    },
    {
      key: "name_position",
      label: bilingual("Position", "Chức danh"),
      note: bilingual("One of the list.", "Chọn trong danh sách."),
      type: "list",
      options: POSITION_OPTIONS,
      example: bilingual("First officer", "Cơ phó"),
    },
    text(
      "function",
      bilingual("Group", "Nhóm"),
      bilingual("The crew member's group (function).", "Nhóm (chức năng) của phi công."),
      bilingual("Line pilot", "Phi công bay tuyến"),
    ),
    {
      key: "instructor_rating",
      label: bilingual("Instructor rating", "Năng định giáo viên"),
      note: bilingual(
        "Empty for a pilot; LSC, TRI or DPE makes the account an instructor.",
        "Để trống với phi công; LSC, TRI hoặc DPE là giáo viên.",
      ),
      type: "list",
      options: INSTRUCTOR_QUALIFICATIONS.map((rating) => ({ value: rating, label: same(rating) })),
      example: same(""),
    },
    date(
      "date_of_birth",
      bilingual("Date of birth", "Ngày sinh"),
      withDateNote("Optional.", "Không bắt buộc."),
      "15/04/1990",
    ),
    date(
      "joining_date",
      bilingual("Joining date", "Ngày vào công ty"),
      withDateNote("Optional.", "Không bắt buộc."),
      "01/06/2015",
    ),
    date(
      "first_flight_date",
      bilingual("First flight date", "Ngày bay đầu tiên"),
      withDateNote("Optional.", "Không bắt buộc."),
      "20/09/2015",
    ),
    {
      key: "seniority_point",
      label: bilingual("Seniority", "Thâm niên"),
      note: bilingual("Optional, a number of 0 or more.", "Không bắt buộc, một số từ 0 trở lên."),
      type: "number",
      example: same("120"),
    },
    text(
      "caav_number",
      bilingual("CAAV licence number", "Số giấy phép CAAV"),
      bilingual("Optional, at most 12 characters.", "Không bắt buộc, tối đa 12 ký tự."),
      same("VN-1234"),
    ),
    text(
      "phone_number",
      bilingual("Phone", "Điện thoại"),
      bilingual(
        "Optional, 8 to 16 digits, spaces, +, - or brackets.",
        "Không bắt buộc, 8 đến 16 chữ số, dấu cách, +, - hoặc ngoặc.",
      ),
      same("+84 912 345 678"),
    ),
    text(
      "identify_number",
      bilingual("ID card number", "Số CMND/CCCD"),
      bilingual("Optional, 9 or 12 digits.", "Không bắt buộc, 9 hoặc 12 chữ số."),
      same("001090012345"),
    ),
    text(
      "passport_number",
      bilingual("Passport number", "Số hộ chiếu"),
      bilingual("Optional, 6 to 9 letters or digits.", "Không bắt buộc, 6 đến 9 chữ cái hoặc chữ số."),
      same("C1234567"),
    ),
    text(
      "fleet_position",
      bilingual("Fleet position", "Chức vụ đội bay"),
      bilingual("Optional.", "Không bắt buộc."),
      same(""),
    ),
    text(
      "department_position",
      bilingual("Department position", "Chức vụ phòng ban"),
      bilingual("Optional.", "Không bắt buộc."),
      same(""),
    ),
    text("base", bilingual("Base", "Căn cứ"), bilingual("Optional.", "Không bắt buộc."), same("HAN")),
    text(
      "base_month",
      bilingual("Base check month", "Tháng kiểm tra căn cứ"),
      bilingual("Optional, as the pilot form has it.", "Không bắt buộc, như trong hồ sơ phi công."),
      same(""),
    ),
    text(
      "line_check_month",
      bilingual("Line check month", "Tháng kiểm tra tuyến"),
      bilingual("Optional, as the pilot form has it.", "Không bắt buộc, như trong hồ sơ phi công."),
      same(""),
    ),
    {
      key: "send_welcome",
      label: bilingual("Send welcome mail", "Gửi thư chào mừng"),
      note: bilingual(
        "Yes sends a new account a mail with a link to set its password; No (the default) sends nothing, and the crew member uses “Forgot password” when ready.",
        "Có: gửi cho tài khoản mới thư kèm liên kết đặt mật khẩu; Không (mặc định): không gửi, phi công dùng “Quên mật khẩu” khi cần.",
      ),
      type: "yes_no",
      example: bilingual("No", "Không"),
    },
  ],
};
