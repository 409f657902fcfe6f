import {
  bulkRoleSchema,
  createUserSchema,
  idSchema,
  notificationSettingsSchema,
  okReply,
  updateNotificationsSchema,
  updateUserSchema,
  userDetailSchema,
  userListReplySchema,
  userListSchema,
  userSummarySchema,
} from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FileStore } from "../../lib/files/file-store";
import { type FileRule, uploadForm, withUpload } from "../../lib/files/upload";
import { parseOrThrow } from "../../lib/validation";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import type { UserService } from "./user.service";

const AVATAR: Record<string, FileRule> = { avatar: { accept: ["image"], folder: "avatar" } };

export const userRoutes: FastifyPluginAsyncZod<{ service: UserService; store: FileStore }> = async (
  app,
  { service, store },
) => {
  app.post(
    "/auth/user/create_user",
    {
      schema: {
        summary: "Create an account (multipart, with an optional avatar)",
        tags: ["users"],
        response: { 200: okReply(userSummarySchema) },
        consumes: ["multipart/form-data"],
      },
      config: { access: "user.manage", upload: uploadForm(createUserSchema, AVATAR) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, createUserSchema, AVATAR, (body, files) =>
          service.create(currentUser(request), body, files.avatar?.[0]),
        ),
      ),
  );

  app.post(
    "/auth/user/update_detail",
    {
      schema: {
        tags: ["users"],
        summary: "Details (JSON or multipart with avatar) or status of an account",
        response: { 200: okReply(userSummarySchema) },
      },
      config: { access: "area.admin", upload: uploadForm(updateUserSchema, AVATAR) },
    },
    async (request) => {
      const actor = currentUser(request);
      if (!request.isMultipart()) {
        return ok(
          await service.updateDetail(actor, parseOrThrow(updateUserSchema, request.body ?? {}), undefined),
        );
      }
      return ok(
        await withUpload(request, store, updateUserSchema, AVATAR, (body, files) =>
          service.updateDetail(actor, body, files.avatar?.[0]),
        ),
      );
    },
  );

  app.post(
    "/auth/user/list",
    {
      schema: {
        summary: "One page of accounts, searched and sorted",
        body: userListSchema,
        tags: ["users"],
        response: { 200: okReply(userListReplySchema) },
      },
      config: { access: "user.manage" },
    },
    async (request) => ok(await service.list(currentUser(request), request.body)),
  );

  app.post(
    "/auth/user/detail",
    {
      schema: {
        summary: "One account",
        body: idSchema,
        tags: ["users"],
        response: { 200: okReply(userDetailSchema) },
      },
      config: { access: "area.admin" },
    },
    async (request) => ok(await service.detail(currentUser(request), request.body.id)),
  );

  app.post(
    "/auth/user/bulk_create_role",
    {
      schema: {
        summary: "Set an account's management permissions",
        body: bulkRoleSchema,
        tags: ["users"],
        response: { 200: okReply(userSummarySchema) },
      },
      config: { access: "permission.grant" },
    },
    async (request) => ok(await service.setPermissions(currentUser(request), request.body)),
  );

  app.post(
    "/auth/user/get_notifications",
    {
      schema: {
        tags: ["users"],
        summary: "The signed-in account's workflow mail setting",
        response: { 200: okReply(notificationSettingsSchema) },
      },
      config: { access: "session.any" },
    },
    async (request) => ok(await service.notifications(currentUser(request))),
  );

  app.post(
    "/auth/user/update_notifications",
    {
      schema: {
        body: updateNotificationsSchema,
        tags: ["users"],
        summary: "Turn the signed-in account's workflow mails on or off (and their language)",
        response: { 200: okReply(notificationSettingsSchema) },
      },
      config: { access: "session.any" },
    },
    async (request) => ok(await service.updateNotifications(currentUser(request), request.body)),
  );
};
