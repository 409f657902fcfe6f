import type { Language } from "../constants";
import type { HistoryBreakProblem } from "./integrity";

/** What `npm run verify` tells the operator, in their locale's language. */
export const verifyMessages = {
  verify_usage: {
    en: "Usage: npm run verify",
    vi: "Cách dùng: npm run verify",
  },
  verify_asking_server: {
    en: "A server is running on {dataDir}: asking it to verify the history",
    vi: "Máy chủ đang chạy trên {dataDir}: đang yêu cầu máy chủ kiểm tra lịch sử",
  },
  verify_intact: {
    en: "History intact: {rows} rows in {chains} chains and {anchors} daily anchors verified in {seconds} s; latest anchor {anchor}",
    vi: "Lịch sử nguyên vẹn: đã kiểm tra {rows} dòng trong {chains} chuỗi và {anchors} mốc hằng ngày trong {seconds} giây; mốc mới nhất {anchor}",
  },
  verify_broken: {
    en: "History BROKEN: {total} breaks in {rows} rows, {chains} chains and {anchors} daily anchors ({seconds} s)",
    vi: "Lịch sử BỊ PHÁ VỠ: {total} chỗ hỏng trong {rows} dòng, {chains} chuỗi và {anchors} mốc hằng ngày ({seconds} giây)",
  },
  verify_failed: {
    en: "Verification failed: {reason}",
    vi: "Kiểm tra thất bại: {reason}",
  },
} as const satisfies Record<string, Record<Language, string>>;

/** What `npm run purge` tells the operator. */
export const purgeMessages = {
  purge_usage: {
    en: "Usage: npm run purge (removes for good what was deleted more than RETENTION_YEARS years ago, 5 by default)",
    vi: "Cách dùng: npm run purge (xóa hẳn những gì đã bị xóa quá RETENTION_YEARS năm, mặc định 5)",
  },
  purge_asking_server: {
    en: "A server is running on {dataDir}: asking it to purge",
    vi: "Máy chủ đang chạy trên {dataDir}: đang yêu cầu máy chủ dọn dữ liệu",
  },
  purge_nothing: {
    en: "Nothing to purge: no record was deleted more than {years} years ago",
    vi: "Không có gì để dọn: không hồ sơ nào bị xóa quá {years} năm",
  },
  purge_done: {
    en: "Purged {records} records deleted more than {years} years ago, {rows} history rows and {files} files; the purge is in the audit history",
    vi: "Đã xóa hẳn {records} hồ sơ bị xóa quá {years} năm, {rows} dòng lịch sử và {files} tệp; lần dọn được ghi vào lịch sử thay đổi",
  },
  purge_failed: {
    en: "Purge failed: {reason}",
    vi: "Dọn dữ liệu thất bại: {reason}",
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Each break's kind in a sentence, for the command's lines. */
export const HISTORY_BREAK_TEXT: Record<HistoryBreakProblem, Record<Language, string>> = {
  changed: { en: "changed after it was written", vi: "bị sửa sau khi ghi" },
  missing_rows: { en: "rows before it were deleted", vi: "các dòng trước nó đã bị xóa" },
  reordered: { en: "moved out of its place", vi: "bị dời khỏi vị trí" },
  unsealed: { en: "written without a seal", vi: "được ghi không có dấu niêm phong" },
  tail_missing: { en: "the chain's last rows were deleted", vi: "các dòng cuối của chuỗi đã bị xóa" },
  chain_missing: { en: "the whole chain was deleted", vi: "toàn bộ chuỗi đã bị xóa" },
  head_changed: {
    en: "the chain's head does not match its last row",
    vi: "đầu chuỗi không khớp với dòng cuối",
  },
  anchor_changed: { en: "the daily anchor was changed", vi: "mốc hằng ngày đã bị sửa" },
  anchor_rows: { en: "rows the anchor covered are gone", vi: "các dòng mốc đã niêm phong không còn đủ" },
  anchor_digest: { en: "the chains no longer match the anchor", vi: "các chuỗi không còn khớp với mốc" },
  purge_unrecorded: {
    en: "purged without a purge on record",
    vi: "bị xóa hẳn mà không có lần dọn nào ghi nhận",
  },
};
