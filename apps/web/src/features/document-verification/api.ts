import { type DocumentVerificationReply, VERIFY_PDF_FIELD } from "@trms/shared";
import { API_BASE, apiPost } from "../../lib/api";
import { apiUpload, type UploadOptions } from "../../lib/upload";

// Plain calls, as on the other public pages: no query library on a page opened from a PDF's link.

export function verifyCode(code: string): Promise<DocumentVerificationReply> {
  return apiPost<DocumentVerificationReply>("verify/verify_code", { code });
}

export function verifyPdf(file: File, options: UploadOptions = {}): Promise<DocumentVerificationReply> {
  const form = new FormData();
  form.append(VERIFY_PDF_FIELD, file, file.name);
  return apiUpload<DocumentVerificationReply>("verify/verify_pdf", form, options);
}

/** The signing certificate, a plain download. */
export const CERTIFICATE_URL = `${API_BASE}verify/certificate`;
