import {
  fileReply,
  ledgerExportQuerySchema,
  ledgerFiguresSchema,
  ledgerListReplySchema,
  ledgerListSchema,
} from "@trms/shared";
import { z } from "zod";
import { sendDownload, XLSX_TYPE } from "../../lib/download";
import { handlerRoute, jsonCall, type Route } from "../../lib/routes";
import { currentUser } from "../../plugins/auth";
import { ledgerExportRows } from "./calls/export-rows";
import { ledgerFigures } from "./calls/figures";
import { listLedger } from "./calls/list";
import { ledgerFileName, ledgerWorkbook } from "./ledger.export";

const tags = ["ledger"];

export const ledgerRoutes: readonly Route[] = [
  jsonCall({
    path: "/ledger/get_ledger",
    access: "ledger.view",
    summary: "The qualification ledger: each pilot in scope with their validities, paged in SQL",
    tags,
    body: ledgerListSchema,
    reply: ledgerListReplySchema,
    call: listLedger,
  }),
  jsonCall({
    path: "/ledger/get_figures",
    access: "ledger.view",
    summary: "The dashboard's figures computed from the records in the caller's fleet scope",
    tags,
    body: z.strictObject({}).optional(),
    reply: ledgerFiguresSchema,
    call: ledgerFigures,
  }),
  handlerRoute({
    path: "/ledger/export",
    method: "GET",
    access: "ledger.view",
    summary: "The ledger of a search, filters and sort as an Excel workbook",
    tags,
    query: ledgerExportQuerySchema,
    schema: {
      response: { 200: fileReply("The ledger as an Excel workbook", XLSX_TYPE) },
    },
    async handle({ app, request, reply, query }) {
      const { pilots, today } = await ledgerExportRows({
        app,
        actor: currentUser(request),
        body: query,
      });
      const workbook = await ledgerWorkbook(pilots, request.language);
      return sendDownload(reply, workbook, ledgerFileName(today), XLSX_TYPE);
    },
  }),
];
