import type { NotificationSettings, UpdateNotificationsInput } from "@trms/shared";
import { notFound } from "../../../lib/errors";
import type { CallArgs } from "../../../lib/routes";
import { updateUser } from "../user.repository";
import { toNotificationSettings } from "../user.rules";

/** `auth/user/update_notifications`: workflow mails on or off for the signed-in account, and their language. */
export async function updateNotifications({
  app,
  actor,
  body,
}: CallArgs<UpdateNotificationsInput>): Promise<NotificationSettings> {
  const row = await updateUser(app.database.db, actor.id, {
    mailNotifications: body.mail_notifications,
    ...(body.language ? { language: body.language } : {}),
  });
  if (!row) throw notFound();
  return toNotificationSettings(row);
}
