import { Readable } from "node:stream";
import {
  documentVerificationReplySchema,
  fileReply,
  okReply,
  VERIFY_PDF_FIELD,
  verifyCodeSchema,
} from "@trms/shared";
import { z } from "zod";
import { sendDownload } from "../../lib/download";
import { readOneFileUpload } from "../../lib/files/one-file-upload";
import { uploadForm } from "../../lib/files/upload";
import { handlerRoute, publicCall, type Route } from "../../lib/routes";
import { ok } from "../../plugins/envelope";
import { signingCertificate } from "./calls/certificate";
import { verifyCode } from "./calls/verify-code";
import { verifyPdf } from "./calls/verify-pdf";

/** The verification form's fields beside the PDF: none. */
const NO_FIELDS = z.strictObject({});
const VERIFY_PDF_FORM = uploadForm(NO_FIELDS, {
  [VERIFY_PDF_FIELD]: {
    accept: ["pdf"],
    required: true,
    folder: "verify",
    requiredMessage: "verify_pdf_required",
  },
});

/** A public page's calls: limited per client address like sign-in's. */
const LIMIT = { max: 30, timeWindow: "1 minute" };

const tags = ["verify"];

/** `/verify`: anyone may ask whether a PDF or a code is one this system issued. */
export const documentVerificationRoutes: readonly Route[] = [
  // The PDF is read into memory and kept nowhere, so not an upload call, which stores its files.
  handlerRoute({
    method: "POST",
    path: "/verify/verify_pdf",
    access: "public",
    summary:
      "Whether a PDF (part `pdf`) was issued by this system: unchanged, changed since, signed by another key, or unknown",
    tags,
    rateLimit: LIMIT,
    upload: VERIFY_PDF_FORM,
    schema: {
      consumes: ["multipart/form-data"],
      response: { 200: okReply(documentVerificationReplySchema) },
    },
    async handle({ app, request }) {
      const { buffer } = await readOneFileUpload(request, {
        field: VERIFY_PDF_FIELD,
        fields: NO_FIELDS,
        required: "verify_pdf_required",
      });
      return ok(await verifyPdf({ app, pdf: buffer }));
    },
  }),
  publicCall({
    path: "/verify/verify_code",
    summary: "What this system issued under a verification code: what, for whom, when and by which account",
    tags,
    rateLimit: LIMIT,
    body: verifyCodeSchema,
    reply: documentVerificationReplySchema,
    call: verifyCode,
  }),
  handlerRoute({
    method: "GET",
    path: "/verify/certificate",
    access: "public",
    summary: "The certificate of the key this system signs its PDFs with (PEM)",
    tags,
    rateLimit: LIMIT,
    schema: { response: { 200: fileReply("The signing certificate", "application/x-pem-file") } },
    handle: async ({ app, reply }) =>
      sendDownload(
        reply,
        Readable.from([Buffer.from(await signingCertificate(app))]),
        "trms-signing-certificate.pem",
        "application/x-pem-file",
      ),
  }),
];
