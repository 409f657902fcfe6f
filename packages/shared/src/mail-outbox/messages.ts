import type { Language } from "../constants";

/** Server messages of the mail outbox's calls. */
export const mailOutboxMessages = {
  mail_outbox_not_failed: {
    en: "Only a failed mail can be retried; this one is already queued or sent",
    vi: "Chỉ thư gửi lỗi mới gửi lại được; thư này đang chờ gửi hoặc đã gửi",
  },
  mail_outbox_expired: {
    en: "This mail's link has expired; it cannot be sent any more",
    vi: "Liên kết trong thư này đã hết hạn; không thể gửi thư này nữa",
  },
} as const satisfies Record<string, Record<Language, string>>;
