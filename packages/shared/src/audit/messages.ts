import type { Language } from "../constants";
import type { HistoryBreakProblem } from "./integrity";

/** What `npm run verify` tells the operator (issue 29 item 1, ADR 1060), in their locale's language. */
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
