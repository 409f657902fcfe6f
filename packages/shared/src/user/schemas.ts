import { z } from "zod";
import { PERMISSIONS, Permission } from "../access/roles";
import { recordIdSchema } from "../api/ids";
import { dateTimeText, fileUrlText } from "../api/replies";
import { emailSchema, plainPasswordSchema } from "../auth/schemas";
import { FLEETS, LANGUAGES, TEXT_MAX } from "../constants";
import { listRequestSchema, requiredText } from "../lists/schemas";
import { USER_PAGE_SIZE } from "./constants";

const fleetSchema = z.enum(FLEETS, { error: "fleet_required" });

/** auth/user/create_user (multipart; the avatar is a file part). */
export const createUserSchema = z
  .strictObject({
    email: emailSchema,
    fleet: fleetSchema,
    password: plainPasswordSchema,
    confirm_password: z.string().optional(),
    full_name: requiredText(TEXT_MAX),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.password, {
    path: ["confirm_password"],
    error: "alert_password_does_not_match",
  });
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** The create form, where the confirmation is required. */
export const createUserFormSchema = z
  .object({
    email: emailSchema,
    fleet: fleetSchema,
    password: plainPasswordSchema,
    confirm_password: z.string().min(1, { error: "alert_password_must_not_be_empty" }),
    full_name: requiredText(TEXT_MAX),
  })
  .refine((v) => v.confirm_password === v.password, {
    path: ["confirm_password"],
    error: "alert_password_does_not_match",
  });

/** auth/user/update_detail: details, or a status change, for one account. */
export const updateUserSchema = z.strictObject({
  id: recordIdSchema,
  full_name: requiredText(TEXT_MAX).optional(),
  fleet: fleetSchema.optional(),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const updateUserFormSchema = z.object({ full_name: requiredText(TEXT_MAX), fleet: fleetSchema });

export const USER_SORT_FIELDS = ["full_name", "email", "fleet", "status", "created_at"] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** auth/user/list: searched by name or email; dated by the account's creation day. */
export const userListSchema = listRequestSchema({
  defaultPageCount: USER_PAGE_SIZE,
  filters: {
    status: z.union([z.literal(0), z.literal(1)]).optional(),
    fleet: z.enum(FLEETS).optional(),
  },
  sortFields: USER_SORT_FIELDS,
});
export type UserListInput = z.infer<typeof userListSchema>;

export const idSchema = z.strictObject({ id: recordIdSchema });

/** auth/user/bulk_create_role: the permission numbers a user holds, as a list of {role}. */
export const bulkRoleSchema = z.strictObject({
  user_id: recordIdSchema,
  roles: z
    .array(
      z.strictObject({
        role: z.number().refine((n) => (PERMISSIONS as number[]).includes(n), { error: "field_invalid" }),
      }),
    )
    .max(PERMISSIONS.length),
});
export type BulkRoleInput = z.infer<typeof bulkRoleSchema>;

/** A user row and detail on the wire: the fields of part1 §3 User, never the password. */
export const userSummarySchema = z.object({
  id: z.number(),
  email: z.string(),
  full_name: z.string(),
  fleet: z.string().nullable(),
  /** Part of §3 User; null, as admin-area accounts have no pilot profile. */
  crew_code: z.string().nullable(),
  /** The account's role (a `Role` number). */
  role: z.number(),
  /** 1 active, 0 blocked. */
  status: z.number(),
  avatar: fileUrlText.nullable(),
  is_admin: z.boolean(),
  management_role: z.array(z.enum(Permission)),
  /** The same permissions as bulk_create_role takes them. */
  roles: z.array(z.object({ role: z.enum(Permission) })),
  created_at: dateTimeText,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** `auth/user/detail`: the account with the salt its password is hashed with (change password). */
export const userDetailSchema = userSummarySchema.extend({ password_salt: z.string() });
export type UserDetail = z.infer<typeof userDetailSchema>;

/** `auth/user/list`: one page of accounts and the number of every match. */
export const userListReplySchema = z.object({ users: z.array(userSummarySchema), total: z.number() });
export type UserListReply = z.infer<typeof userListReplySchema>;

/**
 * `auth/user/update_notifications`: the signed-in account's own workflow mails, on or off,
 * and optionally the language they are written in (otherwise the language of the last sign-in).
 */
export const updateNotificationsSchema = z.strictObject({
  mail_notifications: z.union([z.boolean(), z.stringbool({ error: "field_invalid" })], {
    error: "field_invalid",
  }),
  language: z.enum(LANGUAGES, { error: "field_invalid" }).optional(),
});
export type UpdateNotificationsInput = z.infer<typeof updateNotificationsSchema>;

/** The reply of `auth/user/get_notifications` and `auth/user/update_notifications`. */
export const notificationSettingsSchema = z.object({
  mail_notifications: z.boolean(),
  /** The language workflow mails are written in; null until the account signs in with one. */
  language: z.enum(LANGUAGES).nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
