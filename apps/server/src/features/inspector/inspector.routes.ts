import {
  accessLogReplySchema,
  accessLogSchema,
  createGrantSchema,
  createInspectorSchema,
  grantListReplySchema,
  grantListSchema,
  grantSchema,
  inspectorListReplySchema,
  inspectorSummarySchema,
  myPilotsReplySchema,
  okEmptyReply,
  okReply,
  revokeGrantSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { InspectorService } from "./inspector.service";

const strictEmpty = z.strictObject({}).nullish();

/** Inspector access: the super administrator's calls and the inspector's list. */
export const inspectorRoutes: FastifyPluginAsyncZod<{ service: InspectorService }> = async (
  app,
  { service },
) => {
  app.post(
    "/inspector/create_inspector",
    {
      schema: {
        body: createInspectorSchema,
        tags: ["inspector"],
        summary: "Create an inspector account (role 6), which reads nothing until it is granted",
        response: { 200: okReply(inspectorSummarySchema) },
      },
      config: { access: "inspector.manage" },
    },
    async (request) => ok(await service.createInspector(request.body)),
  );

  app.post(
    "/inspector/get_inspectors",
    {
      schema: {
        body: strictEmpty,
        tags: ["inspector"],
        summary: "Every inspector account",
        response: { 200: okReply(inspectorListReplySchema) },
      },
      config: { access: "inspector.manage" },
    },
    async () => ok(await service.inspectors()),
  );

  app.post(
    "/inspector/create_grant",
    {
      schema: {
        body: createGrantSchema,
        tags: ["inspector"],
        summary: "Grant an inspector read access to chosen pilots or one fleet for a time window",
        response: { 200: okReply(grantSchema) },
      },
      config: { access: "inspector.manage" },
    },
    async (request) => ok(await service.createGrant(currentUser(request), request.body)),
  );

  app.post(
    "/inspector/get_grants",
    {
      schema: {
        body: grantListSchema,
        tags: ["inspector"],
        summary: "Every grant, newest first, with its state now",
        response: { 200: okReply(grantListReplySchema) },
      },
      config: { access: "inspector.manage" },
    },
    async (request) => ok(await service.grants(request.body)),
  );

  app.post(
    "/inspector/revoke_grant",
    {
      schema: {
        body: revokeGrantSchema,
        tags: ["inspector"],
        summary: "End a grant now: the inspector's next call under it is refused",
        response: { 200: okEmptyReply },
      },
      config: { access: "inspector.manage" },
    },
    async (request) => {
      await service.revokeGrant(currentUser(request), request.body.id);
      return ok();
    },
  );

  app.post(
    "/inspector/get_access_log",
    {
      schema: {
        body: accessLogSchema,
        tags: ["inspector"],
        summary: "Every pilot's file an inspector opened, newest first",
        response: { 200: okReply(accessLogReplySchema) },
      },
      config: { access: "inspector.manage" },
    },
    async (request) => ok(await service.accessLog(request.body)),
  );

  app.post(
    "/inspector/get_my_pilots",
    {
      schema: {
        body: strictEmpty,
        tags: ["inspector"],
        summary: "The inspector's granted pilots now, and when its access ends",
        response: { 200: okReply(myPilotsReplySchema) },
      },
      config: { access: "inspector.read" },
    },
    async (request) => ok(await service.myPilots(currentUser(request))),
  );
};
