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
import { type FileRule, uploadForm, withUpload } from "../../lib/files/upload";
import { handlerRoute, jsonCall, type Route, uploadCall } from "../../lib/routes";
import { parseOrThrow } from "../../lib/validation";
import { currentUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { createUser } from "./calls/create";
import { getUserDetail } from "./calls/detail";
import { getNotifications } from "./calls/get-notifications";
import { listUsers } from "./calls/list";
import { setUserPermissions } from "./calls/set-permissions";
import { updateUserDetail } from "./calls/update-detail";
import { updateNotifications } from "./calls/update-notifications";

const AVATAR: Record<string, FileRule> = { avatar: { accept: ["image"], folder: "avatar" } };
const UPDATE_FORM = uploadForm(updateUserSchema, AVATAR);

const tags = ["users"];

/** The admin area's accounts and every account's own mail setting. */
export const userRoutes: readonly Route[] = [
  uploadCall({
    path: "/auth/user/create_user",
    access: "user.manage",
    summary: "Create an account (multipart, with an optional avatar)",
    tags,
    body: createUserSchema,
    files: AVATAR,
    reply: userSummarySchema,
    call: createUser,
  }),
  // JSON, or a multipart form when a new avatar comes: the handler reads whichever was sent.
  handlerRoute({
    method: "POST",
    path: "/auth/user/update_detail",
    access: "area.admin",
    summary: "Details (JSON or multipart with avatar) or status of an account",
    tags,
    upload: UPDATE_FORM,
    schema: { response: { 200: okReply(userSummarySchema) } },
    async handle({ app, request }) {
      const actor = currentUser(request);
      if (!request.isMultipart())
        return ok(
          await updateUserDetail({ app, actor, body: parseOrThrow(updateUserSchema, request.body ?? {}) }),
        );
      return ok(
        await withUpload(request, app.fileStore, updateUserSchema, AVATAR, (body, files) =>
          updateUserDetail({ app, actor, body, avatar: files.avatar?.[0] }),
        ),
      );
    },
  }),
  jsonCall({
    path: "/auth/user/list",
    access: "user.manage",
    summary: "One page of accounts, searched and sorted",
    tags,
    body: userListSchema,
    reply: userListReplySchema,
    call: listUsers,
  }),
  jsonCall({
    path: "/auth/user/detail",
    access: "area.admin",
    summary: "One account",
    tags,
    body: idSchema,
    reply: userDetailSchema,
    call: getUserDetail,
  }),
  jsonCall({
    path: "/auth/user/bulk_create_role",
    access: "permission.grant",
    summary: "Set an account's management permissions",
    tags,
    body: bulkRoleSchema,
    reply: userSummarySchema,
    call: setUserPermissions,
  }),
  jsonCall({
    path: "/auth/user/get_notifications",
    access: "session.any",
    summary: "The signed-in account's workflow mail setting",
    tags,
    reply: notificationSettingsSchema,
    call: getNotifications,
  }),
  jsonCall({
    path: "/auth/user/update_notifications",
    access: "session.any",
    summary: "Turn the signed-in account's workflow mails on or off (and their language)",
    tags,
    body: updateNotificationsSchema,
    reply: notificationSettingsSchema,
    call: updateNotifications,
  }),
];
