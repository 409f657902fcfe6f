import {
  ledgerExportQuerySchema,
  ledgerFiguresSchema,
  ledgerListReplySchema,
  ledgerListSchema,
} from "@trms/shared";
import { z } from "zod";
import { XLSX_TYPE } from "../../lib/download";
import { downloadCall, jsonCall, type Route } from "../../lib/routes";
import { exportLedger } from "./calls/export";
import { ledgerFigures } from "./calls/figures";
import { listLedger } from "./calls/list";

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
  downloadCall({
    path: "/ledger/export",
    access: "ledger.view",
    summary: "The ledger of a search, filters and sort as an Excel workbook",
    tags,
    query: ledgerExportQuerySchema,
    file: { description: "The ledger as an Excel workbook", type: XLSX_TYPE },
    call: exportLedger,
  }),
];
