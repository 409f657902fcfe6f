import {
  fileReply,
  ledgerExportQuerySchema,
  ledgerFiguresSchema,
  ledgerListReplySchema,
  ledgerListSchema,
  okReply,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendDownload, XLSX_TYPE } from "../../lib/download";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { ledgerFileName, ledgerWorkbook } from "./ledger.export";
import type { LedgerService } from "./ledger.service";

export const ledgerRoutes: FastifyPluginAsyncZod<{ service: LedgerService }> = async (app, { service }) => {
  app.post(
    "/ledger/get_ledger",
    {
      schema: {
        body: ledgerListSchema,
        tags: ["ledger"],
        summary: "The qualification ledger: each pilot in scope with their validities, paged in SQL",
        response: { 200: okReply(ledgerListReplySchema) },
      },
      config: { access: "ledger.view" },
    },
    async (request) => ok(await service.list(currentUser(request), request.body)),
  );

  app.post(
    "/ledger/get_figures",
    {
      schema: {
        body: z.strictObject({}).optional(),
        tags: ["ledger"],
        summary: "The dashboard's figures computed from the records in the caller's fleet scope",
        response: { 200: okReply(ledgerFiguresSchema) },
      },
      config: { access: "ledger.view" },
    },
    async (request) => ok(await service.figures(currentUser(request))),
  );

  app.get(
    "/ledger/export",
    {
      schema: {
        querystring: ledgerExportQuerySchema,
        tags: ["ledger"],
        summary: "The ledger of a search, filters and sort as an Excel workbook",
        response: { 200: fileReply("The ledger as an Excel workbook", XLSX_TYPE) },
      },
      config: { access: "ledger.view" },
    },
    async (request, reply) => {
      const { pilots, today } = await service.exportRows(currentUser(request), request.query);
      const workbook = await ledgerWorkbook(pilots, request.language);
      const name = ledgerFileName(today);
      return sendDownload(reply, workbook, name, XLSX_TYPE);
    },
  );
};
