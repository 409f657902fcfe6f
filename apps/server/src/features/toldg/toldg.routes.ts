import {
  newFlightSchema,
  recencyDataSchema,
  toldgExportQuerySchema,
  toldgListReplySchema,
  toldgListSchema,
} from "@trms/shared";
import { XLSX_TYPE } from "../../lib/download";
import { downloadCall, jsonCall, publicCall, type Route } from "../../lib/routes";
import { exportToldg } from "./calls/export";
import { listToldg } from "./calls/list";
import { submitSurvey } from "./calls/submit";

const tags = ["toldg"];

/** Take-off and landing recency: path, rule, schemas and the call. */
export const toldgRoutes: readonly Route[] = [
  publicCall({
    path: "/toldg/new_flight",
    summary: "Public recency survey: store the flights and SIM date, answer the recency dates",
    tags,
    // Public and keyed by email + licence number, so guessing is slowed per address.
    rateLimit: { max: 20, timeWindow: "10 minutes" },
    body: newFlightSchema,
    reply: recencyDataSchema,
    call: submitSurvey,
  }),
  jsonCall({
    path: "/toldg/get_all",
    access: "toldg.view",
    summary: "One page of take-off and landing recency rows",
    tags,
    body: toldgListSchema,
    reply: toldgListReplySchema,
    call: listToldg,
  }),
  downloadCall({
    path: "/toldg/export",
    access: "toldg.view",
    summary: "The TO LDG rows of a search and sort as an Excel workbook",
    tags,
    query: toldgExportQuerySchema,
    file: { description: "The TO LDG rows as an Excel workbook", type: XLSX_TYPE },
    call: exportToldg,
  }),
];
