import type { Language } from "../constants";

/** What the verification calls answer when the input is wrong. */
export const documentVerificationMessages = {
  verify_code_required: { en: "Please enter the verification code", vi: "Vui lòng nhập mã xác minh" },
  verify_code_invalid: {
    en: "A verification code has 12 letters and digits, as printed on the document",
    vi: "Mã xác minh gồm 12 chữ và số, như in trên tài liệu",
  },
  verify_pdf_required: { en: "Please choose a PDF file", vi: "Vui lòng chọn tệp PDF" },
  verify_pdf_invalid: {
    en: "This file is not a PDF document",
    vi: "Tệp này không phải là tài liệu PDF",
  },
} as const satisfies Record<string, Record<Language, string>>;

/** The line every page of a signed PDF carries: where and with which code to verify it. */
export const VERIFICATION_STAMP_TEXT: Record<Language, string> = {
  en: "Verify at {url} · code {code}",
  vi: "Xác minh tại {url} · mã {code}",
};
