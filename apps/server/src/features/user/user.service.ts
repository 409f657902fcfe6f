import {
  type BulkRoleInput,
  type CreateUserInput,
  can,
  fleetScope,
  isSuperAdmin,
  LANGUAGES,
  type Language,
  type NotificationSettings,
  Role,
  type SessionUser,
  type UpdateNotificationsInput,
  type UpdateUserInput,
  type UserDetail,
  type UserListInput,
  UserStatus,
} from "@trms/shared";
import type { Database } from "../../db/client";
import { hashVerifier, passwordVerifier, randomHex } from "../../lib/crypto";
import { uniqueViolation } from "../../lib/db-errors";
import { AppError, forbidden, notFound, validation } from "../../lib/errors";
import { type FileStore, removeQuietly } from "../../lib/files/file-store";
import type { StoredFile } from "../../lib/files/upload";
import { checkAccess } from "../../lib/record-access";
import { authRepository } from "../auth";
import { toUserSummary, userRepository } from "./user.repository";

const toLanguage = (value: string | null): Language | null =>
  (LANGUAGES as readonly string[]).includes(value ?? "") ? (value as Language) : null;

export function userService(deps: { db: Database; store: FileStore }) {
  const repo = userRepository(deps.db);

  /** The account if this actor may see it on the user screens; anything else reads as not found. */
  async function visibleUser(actor: SessionUser, id: number) {
    const target = await repo.byId(id);
    if (!target) throw notFound();
    checkAccess(actor, "user", "read", { id: target.id, role: target.role, fleet: target.fleet });
    return target;
  }

  return {
    list: (actor: SessionUser, input: UserListInput) => repo.list(input, fleetScope(actor)),

    async detail(actor: SessionUser, id: number): Promise<UserDetail> {
      const target = await visibleUser(actor, id);
      return { ...toUserSummary(target), password_salt: target.passwordSalt };
    },

    async create(actor: SessionUser, input: CreateUserInput, avatar: StoredFile | undefined) {
      const scope = fleetScope(actor);
      if (scope && input.fleet !== scope) throw forbidden();
      if (await repo.byEmail(input.email))
        throw new AppError("CONFLICT", "email_taken", [{ path: "email", message: "email_taken" }]);
      const salt = randomHex(16);
      try {
        const row = await repo.insert({
          email: input.email,
          fullName: input.full_name,
          fleet: input.fleet,
          role: Role.USER,
          avatar: avatar?.key ?? null,
          passwordSalt: salt,
          passwordHash: await hashVerifier(passwordVerifier(input.password, salt)),
        });
        return toUserSummary(row);
      } catch (error) {
        if (uniqueViolation(error) !== null) {
          throw new AppError("CONFLICT", "email_taken", [{ path: "email", message: "email_taken" }]);
        }
        throw error;
      }
    },

    /**
     * Details and avatar: the account itself or the super administrator.
     * Status: a user manager, never on their own account nor on the super administrator.
     */
    async updateDetail(actor: SessionUser, input: UpdateUserInput, avatar: StoredFile | undefined) {
      const target = await visibleUser(actor, input.id);
      const changesDetails =
        input.full_name !== undefined || input.fleet !== undefined || avatar !== undefined;
      if (changesDetails && !can(actor, "user.edit_details", target)) throw forbidden();
      if (input.status !== undefined) {
        if (!can(actor, "user.manage")) throw forbidden();
        if (target.id === actor.id) throw validation("status", "cannot_block_self");
        if (!can(actor, "user.set_status", { id: target.id, is_admin: target.isAdmin })) throw forbidden();
      }
      if (
        input.fleet !== undefined &&
        target.id === actor.id &&
        !isSuperAdmin(actor) &&
        input.fleet !== target.fleet
      ) {
        // Moving oneself to another fleet would widen one's own scope.
        throw forbidden();
      }
      const updated = await deps.db.transaction(async (tx) => {
        const row = await userRepository(tx).update(target.id, {
          ...(input.full_name !== undefined ? { fullName: input.full_name } : {}),
          ...(input.fleet !== undefined ? { fleet: input.fleet } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(avatar ? { avatar: avatar.key } : {}),
        });
        if (input.status === UserStatus.BLOCKED)
          await authRepository(tx).revokeUserSessions(target.id, new Date());
        return row;
      });
      if (!updated) throw notFound();
      if (avatar && target.avatar) await removeQuietly(deps.store, [target.avatar]);
      return toUserSummary(updated);
    },

    /** The signed-in account's own workflow mail setting. */
    async notifications(actor: SessionUser): Promise<NotificationSettings> {
      const row = await repo.byId(actor.id);
      if (!row) throw notFound();
      return { mail_notifications: row.mailNotifications, language: toLanguage(row.language) };
    },

    async updateNotifications(
      actor: SessionUser,
      input: UpdateNotificationsInput,
    ): Promise<NotificationSettings> {
      const row = await repo.update(actor.id, {
        mailNotifications: input.mail_notifications,
        ...(input.language ? { language: input.language } : {}),
      });
      if (!row) throw notFound();
      return { mail_notifications: row.mailNotifications, language: toLanguage(row.language) };
    },

    /** The super administrator sets the permission numbers a non-admin user holds. */
    async setPermissions(actor: SessionUser, input: BulkRoleInput) {
      if (!can(actor, "permission.grant")) throw forbidden();
      const target = await repo.byId(input.user_id);
      if (!target || !can(actor, "permission.grant", target)) throw notFound();
      const permissions = [...new Set(input.roles.map((r) => r.role))].sort((a, b) => a - b);
      const updated = await repo.update(target.id, { managementRole: permissions });
      return toUserSummary(updated as NonNullable<typeof updated>);
    },
  };
}
export type UserService = ReturnType<typeof userService>;
