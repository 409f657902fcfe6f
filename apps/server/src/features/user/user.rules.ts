import { LANGUAGES, type Language, type NotificationSettings, type SessionUser } from "@trms/shared";
import type { Database } from "../../db/client";
import type { users } from "../../db/tables/user.table";
import { notFound } from "../../lib/errors";
import { checkAccess } from "../../lib/record-access";
import { userById } from "./user.repository";

/** The account if this actor may see it on the user screens; anything else reads as not found. */
export async function visibleUser(db: Database, actor: SessionUser, id: number) {
  const target = await userById(db, id);
  if (!target) throw notFound();
  checkAccess(actor, "user", "read", { id: target.id, role: target.role, fleet: target.fleet });
  return target;
}

const toLanguage = (value: string | null): Language | null =>
  (LANGUAGES as readonly string[]).includes(value ?? "") ? (value as Language) : null;

/** An account's workflow mail setting as its calls answer it. */
export const toNotificationSettings = (row: typeof users.$inferSelect): NotificationSettings => ({
  mail_notifications: row.mailNotifications,
  language: toLanguage(row.language),
});
