import {
  createSimSlotSchema,
  okEmptyReply,
  okReply,
  simSlotIdSchema,
  simSlotListSchema,
  simSlotSchema,
  updateSimSlotSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { SimSlotService } from "./sim-slot.service";

const tags = ["sim-slot"];

export const simSlotRoutes: FastifyPluginAsyncZod<{ service: SimSlotService }> = async (app, { service }) => {
  app.post(
    "/sim/create_sim_slot",
    {
      schema: {
        body: createSimSlotSchema,
        tags,
        response: { 200: okReply(simSlotSchema) },
        summary: "Create a slot of a fleet from the part2 §9 table",
      },
      config: { access: "sim_slot.manage" },
    },
    async (request) => ok(await service.create(currentUser(request), request.body)),
  );

  app.post(
    "/sim/update_sim_slot",
    {
      schema: {
        summary: "Update a SIM slot",
        body: updateSimSlotSchema,
        tags,
        response: { 200: okReply(simSlotSchema) },
      },
      config: { access: "sim_slot.manage" },
    },
    async (request) => ok(await service.update(currentUser(request), request.body)),
  );

  app.post(
    "/sim/delete_sim_slot",
    {
      schema: { summary: "Delete a SIM slot", body: simSlotIdSchema, tags, response: { 200: okEmptyReply } },
      config: { access: "sim_slot.manage" },
    },
    async (request) => {
      await service.delete(currentUser(request), request.body.id);
      return ok();
    },
  );

  app.post(
    "/sim/get_sim_slots",
    {
      schema: {
        body: simSlotListSchema,
        tags,
        response: { 200: okReply(z.array(simSlotSchema)) },
        summary: "A page of slots; the reply is an array",
      },
      config: { access: "sim_slot.view" },
    },
    async (request) => ok(await service.list(request.body)),
  );

  app.post(
    "/sim/get_sim_slot_by_id",
    {
      schema: {
        summary: "One SIM slot",
        body: simSlotIdSchema,
        tags,
        response: { 200: okReply(simSlotSchema) },
      },
      config: { access: "sim_slot.view" },
    },
    async (request) => ok(await service.byId(request.body.id)),
  );
};
