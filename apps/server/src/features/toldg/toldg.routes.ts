import {
  fileReply,
  newFlightSchema,
  recencyDataSchema,
  toldgExportQuerySchema,
  toldgListReplySchema,
  toldgListSchema,
} from "@trms/shared";
import { sendDownload, XLSX_TYPE } from "../../lib/download";
import { handlerRoute, jsonCall, publicCall, type Route } from "../../lib/routes";
import { currentUser } from "../../plugins/auth";
import { exportToldg } from "./calls/export";
import { listToldg } from "./calls/list";
import { submitSurvey } from "./calls/submit";
import { toldgFileName } from "./toldg.export";

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
  handlerRoute({
    path: "/toldg/export",
    method: "GET",
    access: "toldg.view",
    summary: "The TO LDG rows of a search and sort as an Excel workbook",
    tags,
    query: toldgExportQuerySchema,
    schema: {
      response: { 200: fileReply("The TO LDG rows as an Excel workbook", XLSX_TYPE) },
    },
    async handle({ app, request, reply, query }) {
      const workbook = await exportToldg({
        app,
        actor: currentUser(request),
        // The query schema has parsed it.
        body: query,
        language: request.language,
      });
      return sendDownload(reply, workbook, toldgFileName(), XLSX_TYPE);
    },
  }),
];
