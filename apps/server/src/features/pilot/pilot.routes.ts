import {
  createPilotSchema,
  crewCodeSchema,
  idSchema,
  instructorOptionSchema,
  okEmptyReply,
  okReply,
  pilotChangePasswordSchema,
  pilotDetailSchema,
  pilotListReplySchema,
  pilotListSchema,
  pilotSearchReplySchema,
  searchPilotSchema,
  updatePilotInfoSchema,
  updatePilotSchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStore } from "../../lib/files/file-store";
import { type FileRule, uploadForm, withUpload } from "../../lib/files/upload";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { PilotService } from "./pilot.service";

const AVATAR: Record<string, FileRule> = { avatar: { accept: ["image"], folder: "avatar" } };
const AVATAR_REQUIRED: Record<string, FileRule> = {
  avatar: { ...AVATAR.avatar, required: true } as FileRule,
};
const nothing = z.strictObject({}).nullish();

export const pilotRoutes: FastifyPluginAsyncZod<{ service: PilotService; store: FileStore }> = async (
  app,
  { service, store },
) => {
  app.post(
    "/pilot/create_pilot",
    {
      schema: {
        summary: "Create a pilot with their account (multipart, with an optional avatar)",
        tags: ["pilots"],
        response: { 200: okReply(pilotDetailSchema) },
        consumes: ["multipart/form-data"],
      },
      config: { access: "pilot.create", upload: uploadForm(createPilotSchema, AVATAR) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, createPilotSchema, AVATAR, (body, files) =>
          service.create(currentUser(request), body, files.avatar?.[0]),
        ),
      ),
  );

  app.post(
    "/pilot/update_pilot",
    {
      schema: {
        summary: "Update a pilot's profile (multipart)",
        tags: ["pilots"],
        response: { 200: okReply(pilotDetailSchema) },
        consumes: ["multipart/form-data"],
      },
      config: { access: "pilot.edit", upload: uploadForm(updatePilotSchema, AVATAR) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, updatePilotSchema, AVATAR, (body, files) =>
          service.update(currentUser(request), body, files.avatar?.[0]),
        ),
      ),
  );

  app.post(
    "/pilot/change_avatar",
    {
      schema: {
        summary: "Change a pilot's avatar (multipart)",
        tags: ["pilots"],
        response: { 200: okReply(pilotDetailSchema) },
        consumes: ["multipart/form-data"],
      },
      config: { access: "pilot.edit_own_info", upload: uploadForm(idSchema, AVATAR_REQUIRED) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, idSchema, AVATAR_REQUIRED, (body, files) =>
          service.changeAvatar(currentUser(request), body.id, files.avatar?.[0]),
        ),
      ),
  );

  app.post(
    "/pilot/change_password",
    {
      schema: {
        summary: "Change a pilot's password",
        body: pilotChangePasswordSchema,
        tags: ["pilots"],
        response: { 200: okEmptyReply },
      },
      config: { access: "pilot.change_password" },
    },
    async (request) => {
      await service.changePassword(currentUser(request), request.body, request.sessionJti);
      return ok();
    },
  );

  app.post(
    "/pilot/sort_pilot",
    {
      schema: {
        summary: "One page of pilots, searched, filtered and sorted",
        body: pilotListSchema,
        tags: ["pilots"],
        response: { 200: okReply(pilotListReplySchema) },
      },
      config: { access: "pilot.browse" },
    },
    async (request) => ok(await service.list(currentUser(request), request.body)),
  );

  app.post(
    "/pilot/pilot_detail",
    {
      schema: {
        summary: "One pilot's profile",
        body: idSchema,
        tags: ["pilots"],
        response: { 200: okReply(pilotDetailSchema) },
      },
      config: { access: "pilot.view" },
    },
    async (request) => ok(await service.detail(currentUser(request), request.body.id)),
  );

  app.post(
    "/pilot/search_pilot",
    {
      schema: {
        summary: "Active pilots by crew code or name, for a record's pilot field",
        body: searchPilotSchema,
        tags: ["pilots"],
        response: { 200: okReply(pilotSearchReplySchema) },
      },
      config: { access: "pilot.pick" },
    },
    async (request) => ok(await service.search(currentUser(request), request.body.keyword)),
  );

  app.post(
    "/pilot/instructor_list",
    {
      schema: {
        summary: "The instructors the caller may name",
        body: nothing,
        tags: ["pilots"],
        response: { 200: okReply(z.array(instructorOptionSchema)) },
      },
      config: { access: "session.any" },
    },
    async (request) => ok(await service.instructors(currentUser(request))),
  );

  app.post(
    "/pilot/sim_instructor_list",
    {
      schema: {
        summary: "The SIM instructors (TRI, DPE) the caller may name",
        body: nothing,
        tags: ["pilots"],
        response: { 200: okReply(z.array(instructorOptionSchema)) },
      },
      config: { access: "session.any" },
    },
    async (request) => ok(await service.simInstructors(currentUser(request))),
  );

  app.post(
    "/pilot/activate_pilot",
    {
      schema: {
        summary: "Activate a pilot by crew code",
        body: crewCodeSchema,
        tags: ["pilots"],
        response: { 200: okReply(pilotDetailSchema) },
      },
      config: { access: "pilot.deactivate" },
    },
    async (request) => ok(await service.activate(currentUser(request), request.body.crew_code)),
  );

  app.post(
    "/pilot/deactivate_pilot",
    {
      schema: {
        summary: "Deactivate a pilot by crew code",
        body: crewCodeSchema,
        tags: ["pilots"],
        response: { 200: okReply(pilotDetailSchema) },
      },
      config: { access: "pilot.deactivate" },
    },
    async (request) => ok(await service.deactivate(currentUser(request), request.body.crew_code)),
  );

  app.post(
    "/pilot/update_info_for_pilot",
    {
      schema: {
        summary: "A pilot's own phone, identity and passport numbers",
        body: updatePilotInfoSchema,
        tags: ["pilots"],
        response: { 200: okReply(pilotDetailSchema) },
      },
      config: { access: "pilot.edit_own_info" },
    },
    async (request) => ok(await service.updateInfo(currentUser(request), request.body)),
  );
};
