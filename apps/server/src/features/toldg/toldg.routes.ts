import {
  fileReply,
  newFlightSchema,
  okReply,
  recencyDataSchema,
  toldgExportQuerySchema,
  toldgListReplySchema,
  toldgListSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendDownload, XLSX_TYPE } from "../../lib/download";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { toldgFileName, toldgWorkbook } from "./toldg.export";
import type { ToldgService } from "./toldg.service";

export const toldgRoutes: FastifyPluginAsyncZod<{ service: ToldgService }> = async (app, { service }) => {
  app.post(
    "/toldg/new_flight",
    {
      schema: {
        body: newFlightSchema,
        tags: ["toldg"],
        summary: "Public recency survey: store the flights and SIM date, answer the recency dates",
        response: { 200: okReply(recencyDataSchema) },
      },
      // Public and keyed by email + licence number, so guessing is slowed per address.
      config: { access: "public", rateLimit: { max: 20, timeWindow: "10 minutes" } },
    },
    async (request) =>
      ok(await service.submit(request.body, { ip: request.ip, userAgent: request.headers["user-agent"] })),
  );

  app.post(
    "/toldg/get_all",
    {
      schema: {
        summary: "One page of take-off and landing recency rows",
        body: toldgListSchema,
        tags: ["toldg"],
        response: { 200: okReply(toldgListReplySchema) },
      },
      config: { access: "toldg.view" },
    },
    async (request) => ok(await service.list(currentUser(request), request.body)),
  );

  app.get(
    "/toldg/export",
    {
      schema: {
        querystring: toldgExportQuerySchema,
        tags: ["toldg"],
        summary: "The TO LDG rows of a search and sort as an Excel workbook",
        response: { 200: fileReply("The TO LDG rows as an Excel workbook", XLSX_TYPE) },
      },
      config: { access: "toldg.view" },
    },
    async (request, reply) => {
      const rows = await service.exportRows(currentUser(request), request.query);
      const workbook = await toldgWorkbook(rows, request.language);
      const name = toldgFileName();
      return sendDownload(reply, workbook, name, XLSX_TYPE);
    },
  );
};
