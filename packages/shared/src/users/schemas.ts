import { z } from "zod";
import { PERMISSIONS, type Permission } from "../access/roles";
import { recordIdSchema } from "../api/ids";
import { emailSchema, plainPasswordSchema } from "../auth/schemas";
import { FLEETS, LANGUAGES, type Language, TEXT_MAX } from "../constants";
import { listRequestSchema, requiredText } from "../lists/schemas";

export const USER_PAGE_SIZE = 5;
export const UserStatus = { BLOCKED: 0, ACTIVE: 1 } as const;

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
export interface UserSummary {
  id: number;
  email: string;
  full_name: string;
  fleet: string | null;
  /** Part of §3 User; null, as admin-area accounts have no pilot profile (ADR 0033). */
  crew_code: string | null;
  role: number;
  status: number;
  avatar: string | null;
  is_admin: boolean;
  management_role: Permission[];
  /** The same permissions as bulk_create_role takes them. */
  roles: { role: Permission }[];
  created_at: string;
}
export interface UserDetail extends UserSummary {
  password_salt: string;
}

/**
 * `auth/user/update_notifications`: the signed-in account's own workflow mails (ADR 0435): on or off,
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
export interface NotificationSettings {
  mail_notifications: boolean;
  language: Language | null;
}
