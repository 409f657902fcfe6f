import { Readable } from "node:stream";
import {
  documentVerificationReplySchema,
  fileReply,
  okReply,
  VERIFY_PDF_FIELD,
  verifyCodeSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendDownload } from "../../lib/download";
import { readOneFileUpload } from "../../lib/files/one-file-upload";
import { uploadForm } from "../../lib/files/upload";
import { ok } from "../../plugins/envelope";
import type { DocumentVerificationService } from "./document-verification.service";

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

/** `/verify`: anyone may ask whether a PDF or a code is one this system issued. */
export const documentVerificationRoutes: FastifyPluginAsyncZod<{
  service: DocumentVerificationService;
}> = async (app, { service }) => {
  app.post(
    "/verify/verify_pdf",
    {
      schema: {
        tags: ["verify"],
        consumes: ["multipart/form-data"],
        summary:
          "Whether a PDF (part `pdf`) was issued by this system: unchanged, changed since, signed by another key, or unknown",
        response: { 200: okReply(documentVerificationReplySchema) },
      },
      config: { access: "public", rateLimit: LIMIT, upload: VERIFY_PDF_FORM },
    },
    async (request) => {
      const { buffer } = await readOneFileUpload(request, {
        field: VERIFY_PDF_FIELD,
        fields: NO_FIELDS,
        required: "verify_pdf_required",
      });
      return ok(await service.verifyPdf(buffer));
    },
  );

  app.post(
    "/verify/verify_code",
    {
      schema: {
        body: verifyCodeSchema,
        tags: ["verify"],
        summary:
          "What this system issued under a verification code: what, for whom, when and by which account",
        response: { 200: okReply(documentVerificationReplySchema) },
      },
      config: { access: "public", rateLimit: LIMIT },
    },
    async (request) => ok(await service.verifyCode(request.body.code)),
  );

  app.get(
    "/verify/certificate",
    {
      schema: {
        tags: ["verify"],
        summary: "The certificate of the key this system signs its PDFs with (PEM)",
        response: { 200: fileReply("The signing certificate", "application/x-pem-file") },
      },
      config: { access: "public", rateLimit: LIMIT },
    },
    async (_request, reply) =>
      sendDownload(
        reply,
        Readable.from([Buffer.from(await service.certificate())]),
        "trms-signing-certificate.pem",
        "application/x-pem-file",
      ),
  );
};
